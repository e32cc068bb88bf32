// Every /v2 answer is checked against its response schema by the zod serialiser, except those the
// hot routes send as JSON text they built themselves (http/json-text.ts), where checking on the
// way out cost more than building. Those are checked here instead: each body parses with the
// contract's schema and loses nothing to it (a key the serialiser would have dropped fails).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CardData,
  CardDetails,
  CardListResponse,
  DeckConflict,
  DeckDetails,
  DeckListResponse,
  DeckSaveOut,
} from '@ashes/api'
import { REPO_ROOT } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { startTestApp, type TestApp, type TestResponse } from './support/app.ts'
import { MIST_GUARDIAN, publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
let reader: TestPlayer
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
  reader = await createPlayer(t)
})
afterAll(() => t.close())

function expectContract(response: TestResponse, status: number, schema: ZodType) {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  const parsed = schema.safeParse(response.body)
  expect(parsed.error, 'the body breaks its response schema').toBeUndefined()
  expect(parsed.data, 'the body holds keys its response schema does not name').toEqual(
    response.body,
  )
}

describe('answers sent as prebuilt JSON text match the contract', () => {
  it('GET /v2/decks, public listings (and again from the kept page)', async () => {
    await publishedDeck(t, owner.token)
    for (const query of ['', '?phoenixborn=aradel-summergaard', '?card=root-armor', '']) {
      const listed = await t.get(`/v2/decks${query}`)
      expectContract(listed, 200, DeckListResponse)
      expect(listed.body.results.length).toBeGreaterThan(0)
    }
  })

  it('GET /v2/decks/mine', async () => {
    await saveDeck(t, owner.token)
    const mine = await t.get('/v2/decks/mine', { token: owner.token })
    expectContract(mine, 200, DeckListResponse)
    expect(mine.body.results.length).toBeGreaterThan(0)
  })

  it('GET /v2/decks/liked and a liked deck’s page (issue 29)', async () => {
    const { snapshotId } = await publishedDeck(t, owner.token)
    await t.request('PUT', `/v2/decks/${snapshotId}/like`, { token: reader.token })
    const liked = await t.get('/v2/decks/liked', { token: reader.token })
    expectContract(liked, 200, DeckListResponse)
    expect(liked.body.results[0].like_count).toBe(1)
    const page = await t.get(`/v2/decks/${snapshotId}`, { token: reader.token })
    expectContract(page, 200, DeckDetails)
    expect(page.body.is_liked).toBe(true)
  })

  it('GET /v2/decks/{id}/snapshots, to the owner and to others', async () => {
    const { deck } = await publishedDeck(t, owner.token)
    for (const token of [owner.token, reader.token]) {
      const snapshots = await t.get(`/v2/decks/${deck.id}/snapshots`, { token })
      expectContract(snapshots, 200, DeckListResponse)
      expect(snapshots.body.results).toHaveLength(1)
    }
  })

  it('GET /v2/decks/{id}: public, saved, with full cards, and with last_seen_entity_id', async () => {
    const { deck, snapshotId } = await publishedDeck(t, owner.token)
    expectContract(await t.get(`/v2/decks/${snapshotId}`), 200, DeckDetails)
    expectContract(await t.get(`/v2/decks/${deck.id}?full_cards=true`), 200, DeckDetails)
    const saved = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
    expectContract(saved, 200, DeckDetails)
    const subscribed = await t.request('POST', `/v2/subscription/${deck.entity_id}`, {
      token: reader.token,
    })
    expect(subscribed.status).toBe(201)
    const seen = await t.get(`/v2/decks/${deck.id}`, { token: reader.token })
    expectContract(seen, 200, DeckDetails)
    expect(seen.body).toHaveProperty('last_seen_entity_id')
  })

  it('PUT /v2/decks: a new deck, a saved one, and a stale If-Match refused with 412', async () => {
    const created = await t.request('PUT', '/v2/decks', { token: owner.token, body: MIST_GUARDIAN })
    expectContract(created, 200, DeckSaveOut)
    const etag = created.headers.get('etag') ?? ''
    const body = { ...MIST_GUARDIAN, id: created.body.id, title: 'Saved again' }
    const again = await t.request('PUT', '/v2/decks', { token: owner.token, body })
    expectContract(again, 200, DeckSaveOut)
    const stale = await t.request('PUT', '/v2/decks', {
      token: owner.token,
      body,
      headers: { 'if-match': etag },
    })
    expectContract(stale, 412, DeckConflict)
  })

  it('GET /v2/cards', async () => {
    for (const query of ['', '?types=phoenixborn', '?q=mist&limit=5']) {
      const cards = await t.get(`/v2/cards${query}`)
      expectContract(cards, 200, CardListResponse)
      expect(cards.body.results.length).toBeGreaterThan(0)
    }
  })

  it('GET /v2/cards/{stub}/details: anonymous (and again, kept), and with last_seen_entity_id', async () => {
    const path = '/v2/cards/summon-butterfly-monk/details'
    const first = await t.get(path)
    expectContract(first, 200, CardDetails)
    expectContract(await t.get(path), 200, CardDetails)
    const subscribed = await t.request('POST', `/v2/subscription/${first.body.entity_id}`, {
      token: reader.token,
    })
    expect(subscribed.status).toBe(201)
    const seen = await t.get(path, { token: reader.token })
    expectContract(seen, 200, CardDetails)
    expect(seen.body.last_seen_entity_id).not.toBeNull()
  })

  it('GET /v2/card-data', async () => {
    const data = await t.get('/v2/card-data')
    expectContract(data, 200, CardData)
    expect(data.body.cards.length).toBeGreaterThan(0)
  })
})

describe('the answers that bypass the serialiser', () => {
  // The checks above name each place a route sends JSON text itself; a new one belongs there.
  const CHECKED_SENDS = {
    'cards/card-data.ts': 1,
    'cards/routes.ts': 2,
    'decks/routes.ts': 2,
    'decks/routes-write.ts': 2,
    'likes/routes.ts': 1,
  }

  it('are the ones checked above', () => {
    const modules = join(REPO_ROOT, 'apps/server/src/modules')
    const sends: Record<string, number> = {}
    for (const file of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue
      const calls = readFileSync(join(modules, file), 'utf8').match(/\bsendJson(Text)?\(/g)
      if (calls) sends[file] = calls.length
    }
    expect(sends).toEqual(CHECKED_SENDS)
  })
})
