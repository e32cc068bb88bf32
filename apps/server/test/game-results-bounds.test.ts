import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck, snapshotDeck } from './support/decks.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Results an app reports are bounded per deck and per app, and the player sees which app
// reported each game and can delete it (issue 48 item 9).
let t: TestApp
let developer: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

let matches = 0
const game = (overrides: Record<string, unknown> = {}) => ({
  result: 'win',
  opponent_phoenixborn: 'arren-frostpeak',
  format: 'standard',
  played_at: '2026-05-01T18:30:00Z',
  match_id: `match-${++matches}`,
  ...overrides,
})
const post = (deckId: number, token: string, body: unknown = game()) =>
  t.request('POST', `/v2/decks/${deckId}/results`, { token, body })
const games = (deckId: number, token: string, query = '') =>
  t.get(`/v2/decks/${deckId}/results/games${query}`, { token })
const remove = (deckId: number, resultId: number, token: string) =>
  t.request('DELETE', `/v2/decks/${deckId}/results/${resultId}`, { token })

async function reportingPlayer() {
  const player = await createPlayer(t)
  const deck = await saveDeck(t, player.token)
  const app = await grantedApp(t, developer, player, { scopes: ['results:write'] })
  return { player, deck, app }
}

/** Games written directly, `age` ago, as earlier reports of `clientId` would have left them. */
async function earlierGames(
  deckId: number,
  player: TestPlayer,
  clientId: string,
  count: number,
  age: string,
) {
  await t.db.query(
    `INSERT INTO game_result (deck_id, player_id, client_id, match_id, result,
       opponent_phoenixborn_id, format, played_at, recorded)
     SELECT $1::int, $2, $3, 'seeded-' || $1::text || '-' || n, 'win',
       (SELECT id FROM card WHERE stub = 'arren-frostpeak' AND NOT is_legacy), 'standard',
       now() - interval '1 day', now() - $5::interval
     FROM generate_series(1, $4) n`,
    [deckId, player.id, clientId, count, age],
  )
}

/** The seconds Retry-After asks for, checked to be a whole number within the limit's window. */
function retryAfter(answer: { headers: Headers }, most: number) {
  const seconds = Number(answer.headers.get('retry-after'))
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(most)
  return seconds
}

describe('bounds on reported results', () => {
  it('a deck takes 10 games a minute: the 11th is refused with 429 and Retry-After', async () => {
    const { player, deck, app } = await reportingPlayer()
    const first = game()
    expect((await post(deck.id, app.token, first)).status).toBe(201)
    for (let n = 1; n < 10; n++) expect((await post(deck.id, app.token)).status).toBe(201)
    const refused = await post(deck.id, app.token)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toBe(
      'This deck has recorded 10 games in the last minute, the most it takes. Please try again later.',
    )
    retryAfter(refused, 60)
    // Another app is held to the same bound of the deck; a report sent again still is answered.
    const other = await grantedApp(t, developer, player, { scopes: ['results:write'] })
    expect((await post(deck.id, other.token)).status).toBe(429)
    expect((await post(deck.id, app.token, first)).status).toBe(200)
    // Once the minute has passed, the deck takes games again.
    await t.db.query(
      `UPDATE game_result SET recorded = recorded - interval '61 seconds' WHERE deck_id = $1`,
      [deck.id],
    )
    expect((await post(deck.id, app.token)).status).toBe(201)
  })

  it('an app reports 30 games a minute for one player, whichever decks they are for', async () => {
    const { player, deck, app } = await reportingPlayer()
    for (let n = 0; n < 3; n++) {
      const other = await saveDeck(t, player.token)
      await earlierGames(other.id, player, app.clientId, 10, '10 seconds')
    }
    const refused = await post(deck.id, app.token)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toBe(
      'This app has recorded 30 games for this player in the last minute, the most it may. Please try again later.',
    )
    expect(retryAfter(refused, 60)).toBeGreaterThanOrEqual(40)
    const other = await grantedApp(t, developer, player, { scopes: ['results:write'] })
    expect((await post(deck.id, other.token)).status).toBe(201)
  })

  it('a deck keeps at most 5000 games; deleting one makes room', async () => {
    const { player, deck, app } = await reportingPlayer()
    await earlierGames(deck.id, player, app.clientId, 5000, '1 hour')
    const refused = await post(deck.id, app.token)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toBe(
      "This deck holds 5000 games, the most a deck keeps. Its owner can delete some on the deck's page.",
    )
    retryAfter(refused, 86_400)
    const [oldest] = (await games(deck.id, player.token, '?limit=1&offset=4999')).body.results
    expect((await remove(deck.id, oldest.id, player.token)).status).toBe(204)
    expect((await post(deck.id, app.token)).status).toBe(201)
  })
})

describe("the games of a deck's record, for its owner", () => {
  it('lists each game newest first with the app that reported it, and deletes one', async () => {
    const { player, deck, app } = await reportingPlayer()
    const other = await grantedApp(t, developer, player, { scopes: ['results:write'] })
    const first = await post(deck.id, app.token, game({ result: 'loss' }))
    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    const second = await post(snapshotId, other.token, game({ result: 'draw' }))
    const listed = await games(deck.id, player.token)
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({ count: 2, next: null, previous: null })
    expect(listed.body.results).toEqual([
      { ...second.body, app: { client_id: other.clientId, name: `App ${other.clientId}` } },
      { ...first.body, app: { client_id: app.clientId, name: `App ${app.clientId}` } },
    ])
    // A snapshot's page lists the games of the deck it was taken from.
    expect((await games(snapshotId, player.token)).body.count).toBe(2)
    const paged = await games(deck.id, player.token, '?limit=1')
    expect(paged.body.results).toHaveLength(1)
    expect(paged.body.next).toContain('offset=1')

    expect((await remove(deck.id, first.body.id, player.token)).status).toBe(204)
    const record = await t.get(`/v2/decks/${deck.id}/results`, { token: player.token })
    expect(record.body).toMatchObject({ games: 1, losses: 0, draws: 1 })
    const gone = await remove(deck.id, first.body.id, player.token)
    expect(gone.status).toBe(404)
    expect(gone.body.detail).toBe('No such game found.')
    // Deleted, the game may be reported again.
    expect(
      (await post(deck.id, app.token, { ...game(), match_id: first.body.match_id })).status,
    ).toBe(201)
  })

  it("shows a deleted app's games as reported by no app", async () => {
    const { player, deck, app } = await reportingPlayer()
    await post(deck.id, app.token)
    await t.db.query('DELETE FROM oauth_app WHERE client_id = $1', [app.clientId])
    const listed = await games(deck.id, player.token)
    expect(listed.body.results[0].app).toBeNull()
  })

  it("only the owner's site log-in lists or deletes a deck's games", async () => {
    const { player, deck, app } = await reportingPlayer()
    const reported = await post(deck.id, app.token)
    const stranger = await createPlayer(t)
    const reader = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    for (const token of [stranger.token, app.token, reader.token]) {
      expect((await games(deck.id, token)).status).toBe(403)
      expect((await remove(deck.id, reported.body.id, token)).status).toBe(403)
    }
    const notOwner = await remove(deck.id, reported.body.id, stranger.token)
    expect(notOwner.body.detail).toBe('You cannot delete the games of a deck you do not own.')
    expect((await remove(999_999, reported.body.id, player.token)).status).toBe(404)
    // A game of another deck is not this deck's.
    const elsewhere = await saveDeck(t, player.token)
    expect((await remove(elsewhere.id, reported.body.id, player.token)).status).toBe(404)
    expect((await games(deck.id, player.token)).body.count).toBe(1)
  })
})
