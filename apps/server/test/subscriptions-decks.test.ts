import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let author: TestPlayer
let reader: TestPlayer
const subscribe = (entity: number, token = reader.token) =>
  t.request('POST', `/v2/subscription/${entity}`, { token })
const entityOf = async (id: number) =>
  (await t.db.query<{ entity_id: number }>('SELECT entity_id FROM deck WHERE id = $1', [id]))[0]
    ?.entity_id ?? 0

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  author = await createPlayer(t)
  reader = await createPlayer(t)
})
afterAll(() => t.close())

describe('subscriptions', () => {
  it('start at the newest public snapshot of a deck without comments, and are idempotent', async () => {
    const { deck, snapshotId } = await publishedDeck(t, author.token)
    const first = await subscribe(deck.entity_id)
    expect(first).toMatchObject({
      status: 201,
      body: { last_seen_entity_id: await entityOf(snapshotId) },
    })
    await snapshotDeck(t, author.token, deck.id)
    expect((await subscribe(deck.entity_id)).body.last_seen_entity_id).toBe(
      await entityOf(snapshotId),
    )
    const details = await t.get(`/v2/decks/${deck.id}`, { token: reader.token })
    expect(details.body.last_seen_entity_id).toBe(await entityOf(snapshotId))
  })

  it('answer the sentinel 1 when there is nothing to have seen, on the deck page too', async () => {
    const deck = await saveDeck(t, author.token)
    expect((await subscribe(deck.entity_id, author.token)).body).toEqual({
      last_seen_entity_id: 1,
    })
    const details = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: author.token })
    // The reference left the field out here, so its client showed "Subscribe" to a subscriber.
    expect(details.body.last_seen_entity_id).toBe(1)
  })

  it('refuse snapshots, legacy content and unknown entities', async () => {
    const { snapshotId } = await publishedDeck(t, author.token)
    expect((await subscribe(await entityOf(snapshotId))).body.detail).toBe(
      'You cannot subscribe to snapshots.',
    )
    expect((await subscribe(99999999)).body.detail).toBe('No valid resource found to subscribe to.')
    const [legacy] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM card WHERE is_legacy LIMIT 1',
    )
    expect((await subscribe(legacy?.entity_id ?? 0)).body.detail).toBe(
      'Subscribing to legacy content is not allowed.',
    )
  })

  it('move last seen only to a comment or public snapshot of that deck', async () => {
    const { deck, snapshotId } = await publishedDeck(t, author.token)
    const other = await publishedDeck(t, author.token)
    await subscribe(deck.entity_id)
    const patch = (value: number) =>
      t.request('PATCH', `/v2/subscription/${deck.entity_id}`, {
        token: reader.token,
        body: { last_seen_entity_id: value },
      })
    expect((await patch(await entityOf(snapshotId))).body).toEqual({
      detail: 'Subscription updated!',
    })
    expect((await patch(await entityOf(other.snapshotId))).body.detail).toBe(
      'Invalid entity ID passed for this subscription.',
    )
    await t.request('DELETE', `/v2/subscription/${deck.entity_id}`, { token: reader.token })
    expect((await patch(await entityOf(snapshotId))).body.detail).toBe(
      'You are not subscribed to this content.',
    )
    expect(
      (await t.request('DELETE', `/v2/subscription/${deck.entity_id}`, { token: reader.token }))
        .status,
    ).toBe(204)
  })

  it('report on card pages through last_seen_entity_id', async () => {
    const card = (await t.get('/v2/cards/root-armor/details', { token: reader.token })).body
    expect(card.last_seen_entity_id).toBeNull()
    await t.request('POST', `/v2/comments/${card.entity_id}`, {
      token: author.token,
      body: { text: 'Hi' },
    })
    const { body } = await subscribe(card.entity_id)
    const after = (await t.get('/v2/cards/root-armor/details', { token: reader.token })).body
    expect(after.last_seen_entity_id).toBe(body.last_seen_entity_id)
    expect(body.last_seen_entity_id).toBeGreaterThan(card.entity_id)
  })
})
