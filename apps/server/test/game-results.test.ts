import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck, snapshotDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { TEST_WEBHOOKS, webhookReceiver } from './support/webhook-receiver.ts'

let t: TestApp
let developer: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webhooks: TEST_WEBHOOKS } })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

const game = (overrides: Record<string, unknown> = {}) => ({
  result: 'win',
  opponent_phoenixborn: 'arren-frostpeak',
  format: 'standard',
  played_at: '2026-05-01T18:30:00Z',
  match_id: `match-${Math.random().toString(36).slice(2)}`,
  ...overrides,
})

const post = (deckId: number, token: string, body: unknown) =>
  t.request('POST', `/v2/decks/${deckId}/results`, { token, body })
const record = (deckId: number, token?: string) =>
  t.get(`/v2/decks/${deckId}/results`, token ? { token } : {})

/** A player with a saved deck and an app they granted results:write. */
async function reportingPlayer(scopes = ['results:write']) {
  const player = await createPlayer(t)
  const deck = await saveDeck(t, player.token)
  const app = await grantedApp(t, developer, player, { scopes })
  return { player, deck, app }
}

describe('game results', () => {
  it('a result posted twice with one match id counts once, the retry answered with the first', async () => {
    const { player, deck, app } = await reportingPlayer()
    const body = game({ match_id: 'ashteki-1234' })
    const first = await post(deck.id, app.token, body)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      deck_id: deck.id,
      result: 'win',
      opponent_phoenixborn: { stub: 'arren-frostpeak', name: 'Arren Frostpeak' },
      format: 'standard',
      played_at: '2026-05-01T18:30:00.000Z',
      match_id: 'ashteki-1234',
    })
    const again = await post(deck.id, app.token, { ...body, result: 'loss' })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const { body: summary } = await record(deck.id, player.token)
    expect(summary).toMatchObject({ games: 1, wins: 1, losses: 0, draws: 0, win_rate: 1 })
  })

  it('the record counts games and the win rate against each opponent Phoenixborn', async () => {
    const { player, deck, app } = await reportingPlayer()
    for (const [result, opponent] of [
      ['win', 'arren-frostpeak'],
      ['loss', 'arren-frostpeak'],
      ['win', 'arren-frostpeak'],
      ['draw', 'astrea'],
    ])
      expect(
        (await post(deck.id, app.token, game({ result, opponent_phoenixborn: opponent }))).status,
      ).toBe(201)
    const { status, body } = await record(deck.id, player.token)
    expect(status).toBe(200)
    expect(body).toEqual({
      deck_id: deck.id,
      games: 4,
      wins: 2,
      losses: 1,
      draws: 1,
      win_rate: 0.5,
      opponents: [
        {
          phoenixborn: { stub: 'arren-frostpeak', name: 'Arren Frostpeak' },
          games: 3,
          wins: 2,
          losses: 1,
          draws: 0,
          win_rate: 0.667,
        },
        {
          phoenixborn: { stub: 'astrea', name: 'Astrea' },
          games: 1,
          wins: 0,
          losses: 0,
          draws: 1,
          win_rate: 0,
        },
      ],
    })
  })

  it('a result reported for a snapshot counts for the deck it was taken from', async () => {
    const { player, deck, app } = await reportingPlayer()
    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    const answer = await post(snapshotId, app.token, game())
    expect(answer.status).toBe(201)
    expect(answer.body.deck_id).toBe(deck.id)
    expect((await record(deck.id, player.token)).body.games).toBe(1)
  })

  it('only an app granted results:write by the deck owner records results', async () => {
    const { player, deck } = await reportingPlayer()
    const readOnly = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    const stranger = await reportingPlayer()
    const revoked = await grantedApp(t, developer, player, {
      scopes: ['results:write'],
      revoked: true,
    })
    expect((await post(deck.id, player.token, game())).status).toBe(403)
    expect((await post(deck.id, readOnly.token, game())).status).toBe(403)
    const notOwner = await post(deck.id, stranger.app.token, game())
    expect(notOwner.status).toBe(403)
    expect(notOwner.body.detail).toBe('You cannot record results for a deck you do not own.')
    expect((await post(deck.id, revoked.token, game())).status).toBe(401)
    expect((await post(deck.id, '', game())).status).toBe(401)
    expect((await record(deck.id, player.token)).body.games).toBe(0)
  })

  it('a report out of bounds is refused with 422 and says why', async () => {
    const { deck, app } = await reportingPlayer()
    const refused = async (body: unknown) => {
      const answer = await post(deck.id, app.token, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      return answer.body.detail
    }
    await refused(game({ result: 'won' }))
    await refused(game({ format: 'x'.repeat(41) }))
    await refused(game({ match_id: 'm'.repeat(101) }))
    await refused(game({ match_id: '' }))
    await refused(game({ played_at: 'yesterday' }))
    await refused({ ...game(), extra: 1 })
    expect(await refused(game({ opponent_phoenixborn: 'absorption' }))).toBe(
      '"absorption" is not the stub of a Phoenixborn.',
    )
    expect(await refused(game({ played_at: '2999-01-01T00:00:00Z' }))).toBe(
      'played_at is in the future.',
    )
    expect((await post(999_999, app.token, game())).status).toBe(404)
  })

  it('played_at may be up to 5 minutes ahead of the server clock, not a millisecond more', async () => {
    const { deck, app } = await reportingPlayer()
    // The server's clock held still, so the boundary is exact.
    const now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(now)
      const at = (ms: number) => game({ played_at: new Date(now + ms).toISOString() })
      expect((await post(deck.id, app.token, at(5 * 60_000))).status).toBe(201)
      const late = await post(deck.id, app.token, at(5 * 60_000 + 1))
      expect({ status: late.status, detail: late.body.detail }).toEqual({
        status: 422,
        detail: 'played_at is in the future.',
      })
      expect((await post(deck.id, app.token, at(0))).status).toBe(201)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a private deck's record is its owner's; a published snapshot shows its deck's record when the owner allows it", async () => {
    const { player, deck, app } = await reportingPlayer()
    await post(deck.id, app.token, game())
    const other = await createPlayer(t)
    expect((await record(deck.id, other.token)).status).toBe(404)
    expect((await record(deck.id)).status).toBe(404)
    // An app reads a private deck's record with decks:read, as it reads the deck; without it,
    // it is anyone.
    expect((await record(deck.id, app.token)).status).toBe(404)
    const reader = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    expect((await record(deck.id, reader.token)).body.games).toBe(1)

    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    const hidden = await record(snapshotId, other.token)
    expect(hidden.status).toBe(404)
    expect(hidden.body.detail).toBe("This deck's record is not shared.")
    expect((await record(snapshotId, player.token)).body.games).toBe(1)

    const setting = '/v2/players/me/deck-records'
    expect((await t.get(setting, { token: player.token })).body).toEqual({
      show_on_public_snapshots: false,
    })
    const turnedOn = await t.request('PUT', setting, {
      token: player.token,
      body: { show_on_public_snapshots: true },
    })
    expect(turnedOn.body).toEqual({ show_on_public_snapshots: true })
    const shown = await record(snapshotId)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ deck_id: deck.id, games: 1, wins: 1 })
    expect((await record(snapshotId, other.token)).body.games).toBe(1)
    // A private snapshot stays its owner's whatever the setting.
    const privateSnapshot = await snapshotDeck(t, player.token, deck.id, { is_public: false })
    expect((await record(privateSnapshot, other.token)).status).toBe(404)
    // The setting is the site's alone: no app reads or changes it.
    expect((await t.get(setting, { token: reader.token })).status).toBe(403)
  })

  it("a deck's page says whether its record is shown to others, as the owner's setting now says", async () => {
    const { player, deck, app } = await reportingPlayer()
    await post(deck.id, app.token, game())
    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    const other = await createPlayer(t)
    const shared = async (path: string, token?: string) => {
      const page = await t.get(path, token ? { token } : {})
      expect(page.status).toBe(200)
      return page.body.record_shared
    }
    const pages = [`/v2/decks/${snapshotId}`, `/v2/decks/${deck.id}`]
    for (const path of pages) {
      expect(await shared(path)).toBe(false)
      expect(await shared(path, other.token)).toBe(false)
    }
    expect(await shared(`/v2/decks/${deck.id}?show_saved=true`, player.token)).toBe(false)

    const setting = '/v2/players/me/deck-records'
    const turn = (show: boolean) =>
      t.request('PUT', setting, { token: player.token, body: { show_on_public_snapshots: show } })
    await turn(true)
    // The public pages read before were kept: the setting moves them too.
    for (const path of pages) {
      expect(await shared(path)).toBe(true)
      expect(await shared(path, other.token)).toBe(true)
    }
    expect(await shared(`/v2/decks/${deck.id}?show_saved=true`, player.token)).toBe(true)
    expect((await record(snapshotId)).status).toBe(200)
    await turn(false)
    expect(await shared(pages[0] as string)).toBe(false)
    expect((await record(snapshotId)).status).toBe(404)
  })

  it('a recorded result is announced to the apps the player granted decks:read, once', async () => {
    const hooks = await webhookReceiver()
    try {
      const { player, deck, app } = await reportingPlayer()
      await grantedApp(t, developer, player, { scopes: ['decks:read'], webhookUrl: hooks.url })
      const body = game()
      await post(deck.id, app.token, body)
      await post(deck.id, app.token, body)
      await saveDeck(t, player.token, { id: deck.id, title: 'After the game' })
      await eventually(async () => hooks.received.length, 2)
      const events = hooks.received.map((delivery) => JSON.parse(delivery.body))
      // Deliveries are sent side by side, in no promised order.
      const recorded = events.filter((event) => event.type === 'result.recorded')
      expect(recorded).toHaveLength(1)
      expect(recorded[0].data.result).toMatchObject({ deck_id: deck.id, match_id: body.match_id })
      expect(events.filter((event) => event.type === 'deck.saved')).toHaveLength(1)
    } finally {
      await hooks.close()
    }
  })
})
