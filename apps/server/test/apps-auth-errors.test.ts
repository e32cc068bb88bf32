import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck } from './support/decks.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Errors an app can act on (issue 48 item 9, RFC 6750 3): a 401 to its token says the token is
// no good (link the player again), a 403 names the scope to ask for.
let t: TestApp
let developer: TestPlayer
let player: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  developer = await createPlayer(t)
  player = await createPlayer(t)
})
afterAll(() => t.close())

const INVALID_TOKEN = 'Bearer error="invalid_token"'
const CREDENTIALS = { detail: 'Invalid credentials. Please log in again.' }

describe('WWW-Authenticate on refusals of an app token', () => {
  it('a revoked, expired or unknown app token answers 401 error="invalid_token"', async () => {
    const revoked = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      revoked: true,
    })
    const expired = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    await t.db.query(
      `UPDATE oauth_payload SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [expired.token],
    )
    for (const token of [revoked.token, expired.token, 'no-such-token']) {
      const answer = await t.get('/v2/decks/mine', { token })
      expect(answer.status, token).toBe(401)
      expect(answer.body).toEqual(CREDENTIALS)
      expect(answer.headers.get('www-authenticate')).toBe(INVALID_TOKEN)
      // Public reads refuse a bad token the same way.
      const cards = await t.get('/v2/cards?limit=1', { token })
      expect(cards.status).toBe(401)
      expect(cards.headers.get('www-authenticate')).toBe(INVALID_TOKEN)
    }
  })

  it('a token without the scope a route needs answers 403 error="insufficient_scope" naming it', async () => {
    const reader = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    const deck = await saveDeck(t, player.token)
    const save = await t.request('PUT', '/v2/decks', {
      token: reader.token,
      body: { title: 'x' },
    })
    expect(save.status).toBe(403)
    expect(save.body.detail).toBe(
      'This app has not been granted the "decks:write" scope, which this endpoint needs.',
    )
    expect(save.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="decks:write"',
    )
    const result = await t.request('POST', `/v2/decks/${deck.id}/results`, {
      token: reader.token,
      body: {
        result: 'win',
        opponent_phoenixborn: 'arren-frostpeak',
        format: 'standard',
        played_at: '2026-05-01T18:30:00Z',
        match_id: 'm-1',
      },
    })
    expect(result.status).toBe(403)
    expect(result.headers.get('www-authenticate')).toBe(
      'Bearer error="insufficient_scope", scope="results:write"',
    )
    // The granted scope works; a route no scope opens says nothing a new link could change.
    expect((await t.get('/v2/decks/mine', { token: reader.token })).status).toBe(200)
    const siteOnly = await t.get('/v2/account/apps', { token: reader.token })
    expect(siteOnly.status).toBe(403)
    expect(siteOnly.headers.get('www-authenticate')).toBeNull()
  })

  it("the site's own log-in keeps the reference's plain Bearer challenge", async () => {
    const missing = await t.get('/v2/decks/mine')
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual(CREDENTIALS)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    const forged = await t.get('/v2/decks/mine', { token: 'a.b.c' })
    expect(forged.status).toBe(401)
    expect(forged.headers.get('www-authenticate')).toBe('Bearer')
  })
})
