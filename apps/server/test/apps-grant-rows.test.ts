import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import {
  authorize,
  linkPlayer,
  OAUTH_PUBLIC_URL,
  oauthClient,
  registerApp,
} from './support/oauth.ts'
import { createPlayer } from './support/players.ts'

// Each Allow saves a grant of the provider's: a player answering the consent screen again and
// again must not pile up grants nothing uses (issue 48's leftover), while a grant whose tokens
// another installation of the app still holds stays.

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { publicUrl: OAUTH_PUBLIC_URL } })
})
afterAll(() => t.close())

const grantsOf = async (playerId: number, clientId: string) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM oauth_payload
       WHERE model = 'Grant' AND payload->>'accountId' = $1 AND payload->>'clientId' = $2`,
      [String(playerId), clientId],
    )
  )[0]?.n

it('a new Allow removes the grants no live code, token or screen refers to, and keeps the others', async () => {
  const developer = await createPlayer(t)
  const app = await registerApp(t, developer)
  const config = await oauthClient(t, app)
  const player = await createPlayer(t)
  const installed = await linkPlayer(t, config, player, 'decks:read')

  // Ten more answers whose codes are never exchanged, then left to expire (as an hour does).
  // A grant just given stays: another tab may be between saving it and saving its answer.
  for (let i = 0; i < 10; i++) {
    await authorize(t, config, player, 'decks:read', true, { extra: { prompt: 'consent' } })
  }
  expect(await grantsOf(player.id, app.client_id)).toBe(11)
  await t.db.query(
    `UPDATE oauth_payload SET expires_at = now() - interval '1 second'
     WHERE model IN ('Interaction', 'AuthorizationCode')`,
  )
  // Given within the last minutes, they all stay: any may be another tab's, its answer unsaved.
  await authorize(t, config, player, 'decks:read', true, { extra: { prompt: 'consent' } })
  expect(await grantsOf(player.id, app.client_id)).toBe(12)
  await t.db.query(
    `UPDATE oauth_payload SET expires_at = now() - interval '1 second'
     WHERE model IN ('Interaction', 'AuthorizationCode')`,
  )
  await t.db.query(
    `UPDATE oauth_payload SET payload = jsonb_set(payload, '{iat}', to_jsonb((payload->>'iat')::bigint - 3600))
     WHERE model = 'Grant'`,
  )

  await linkPlayer(t, config, player, 'decks:read', { extra: { prompt: 'consent' } })
  // The installed copy's grant (its tokens live) and the new one.
  expect(await grantsOf(player.id, app.client_id)).toBe(2)
  const decks = await t.get('/v2/decks/mine', { token: installed.access_token as string })
  expect(decks.status).toBe(200)
})
