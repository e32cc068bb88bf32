// An app's lifecycle (issue 48 item 7): edit, rotate the client and webhook secrets (the old
// one valid for a grace), delete (grants, tokens and deliveries end), the ping a saved webhook
// URL gets and redelivery; and the name rule of item 6. Through the real server: openid-client
// for the OAuth side, a real HTTP receiver for webhooks.
import { createHmac } from 'node:crypto'
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { eventually } from './support/eventually.ts'
import { linkPlayer, OAUTH_PUBLIC_URL, oauthClient, registerApp } from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import {
  type ReceivedDelivery,
  receiversClosedAfterEach,
  TEST_WEBHOOKS,
} from './support/webhook-receiver.ts'

let t: TestApp
let developer: TestPlayer
let other: TestPlayer
let player: TestPlayer
const { fast: receiver } = receiversClosedAfterEach()

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: OAUTH_PUBLIC_URL, webhooks: TEST_WEBHOOKS } })
  developer = await createPlayer(t)
  other = await createPlayer(t)
  player = await createPlayer(t)
})
afterAll(() => t.close())

const asDeveloper = (method: string, path: string, body?: unknown, who = developer) =>
  t.request(method, `/v2/developer/apps${path}`, { token: who.token, body })
const deliveries = async (clientId: string) =>
  (await t.get(`/v2/apps/${clientId}/webhook-deliveries`, { token: developer.token })).body
    .deliveries as { id: number; event_id: string; event: string; state: string }[]
/** Time passes: the grace of the secrets the app replaced ends now. */
const graceEnds = (clientId: string) =>
  t.db.query(
    `UPDATE oauth_app SET previous_secret_expires = now() - interval '1 second',
       previous_webhook_secret_expires = now() - interval '1 second' WHERE client_id = $1`,
    [clientId],
  )
/** The secrets whose signature a delivery carries, of those given. */
const signedWith = (delivery: ReceivedDelivery, secrets: string[]) => {
  const timestamp = String(delivery.headers['ashes-webhook-timestamp'])
  const sent = String(delivery.headers['ashes-webhook-signature']).split(',')
  return secrets.filter((secret) =>
    sent.includes(
      `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`,
    ),
  )
}

describe('an app name', () => {
  const NAMES = [
    ['a right-to-left override', 'Ashes Deckbuilder \u202E(laiciffo)'],
    ['an isolate', 'Deck \u2066Sync\u2069'],
    ['a control character', 'Deck\u0007Sync'],
    ['a line break', 'Deck\nSync'],
    ['a zero-width space', 'Deck\u200BSync'],
  ]
  it.each(NAMES)(
    'with %s is refused at registration with a 422 naming the field',
    async (_, name) => {
      const refused = await asDeveloper('POST', '', {
        name,
        redirect_uris: ['https://a.example/cb'],
      })
      expect(refused.status).toBe(422)
      expect(refused.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'name'] }))
    },
  )

  it.each(NAMES)('with %s is refused on edit, and the name stays', async (_, name) => {
    const app = await registerApp(t, developer, { name: 'Deck Sync' })
    const refused = await asDeveloper('PATCH', `/${app.client_id}`, { name })
    expect(refused.status).toBe(422)
    expect(refused.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'name'] }))
    const [row] = await t.db.query<{ name: string }>(
      'SELECT name FROM oauth_app WHERE client_id = $1',
      [app.client_id],
    )
    expect(row?.name).toBe('Deck Sync')
  })

  it('may hold any script and emoji joined by zero-width joiners', async () => {
    const created = await asDeveloper('POST', '', {
      name: 'لعبة الرماد 👨‍👩‍👧',
      redirect_uris: ['https://a.example/cb'],
    })
    expect(created.status).toBe(201)
  })
})

describe('editing an app', () => {
  it('changes the fields sent and keeps the others; only its developer may', async () => {
    const app = await registerApp(t, developer, { logo_url: 'https://a.example/logo.png' })
    const edited = await asDeveloper('PATCH', `/${app.client_id}`, {
      name: 'Table Client 2',
      redirect_uris: ['https://b.example/cb'],
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      name: 'Table Client 2',
      redirect_uris: ['https://b.example/cb'],
      logo_url: 'https://a.example/logo.png',
    })
    expect(edited.body).not.toHaveProperty('client_secret')
    const cleared = await asDeveloper('PATCH', `/${app.client_id}`, { logo_url: null })
    expect(cleared.body).toMatchObject({ name: 'Table Client 2', logo_url: null })
    const listed = (await asDeveloper('GET', '')).body.results.find(
      (a: { client_id: string }) => a.client_id === app.client_id,
    )
    expect(listed).toMatchObject({ name: 'Table Client 2', logo_url: null })

    const notTheirs = await asDeveloper('PATCH', `/${app.client_id}`, { name: 'Mine' }, other)
    expect(notTheirs.status).toBe(404)
    expect((await asDeveloper('PATCH', '/no-such-app', { name: 'x' })).status).toBe(404)
  })

  it('refuses a redirect URI its kind of app may not use, naming the item', async () => {
    const app = await registerApp(t, developer)
    const refused = await asDeveloper('PATCH', `/${app.client_id}`, {
      redirect_uris: ['https://b.example/cb', 'com.example.app:/cb'],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'redirect_uris', 1] }),
    )
  })

  it('checks a new webhook URL with a ping, listed with the deliveries', async () => {
    const hooks = await receiver()
    const app = await registerApp(t, developer)
    expect(await deliveries(app.client_id)).toEqual([])
    await asDeveloper('PATCH', `/${app.client_id}`, { webhook_url: hooks.url })
    expect(await eventually(async () => hooks.received.length, 1)).toBe(1)
    const ping = JSON.parse(hooks.received[0]?.body ?? '')
    expect(ping).toMatchObject({
      type: 'ping',
      player: null,
      data: { app: { client_id: app.client_id } },
    })
    expect(hooks.received[0]?.headers['ashes-webhook-event']).toBe('ping')
    expect(signedWith(hooks.received[0] as ReceivedDelivery, [app.webhook_secret])).toHaveLength(1)
    const listed = await eventually(
      async () => (await deliveries(app.client_id)).map((d) => [d.event, d.state]),
      [['ping', 'delivered']],
    )
    expect(listed).toEqual([['ping', 'delivered']])
    // The same URL again is no new check; a registration with a URL is one.
    await asDeveloper('PATCH', `/${app.client_id}`, { webhook_url: hooks.url, name: 'Renamed' })
    expect(await deliveries(app.client_id)).toHaveLength(1)
    const registered = await registerApp(t, developer, { webhook_url: hooks.url })
    expect((await deliveries(registered.client_id)).map((d) => d.event)).toEqual(['ping'])
  })
})

describe('redelivering', () => {
  it('queues a copy of a past delivery with its event id, for its developer only', async () => {
    const hooks = await receiver([500])
    const app = await registerApp(t, developer, { webhook_url: hooks.url })
    await eventually(async () => (await deliveries(app.client_id))[0]?.state, 'delivered')
    const [first] = await deliveries(app.client_id)
    if (!first) throw new Error('no ping listed')
    expect(
      (
        await asDeveloper(
          'POST',
          `/${app.client_id}/deliveries/${first.id}/redeliver`,
          undefined,
          other,
        )
      ).status,
    ).toBe(404)
    expect(
      (await asDeveloper('POST', `/${app.client_id}/deliveries/999999999/redeliver`)).status,
    ).toBe(404)

    const again = await asDeveloper('POST', `/${app.client_id}/deliveries/${first.id}/redeliver`)
    expect(again.status).toBe(202)
    expect(again.body.event_id).toBe(first.event_id)
    expect(again.body.id).not.toBe(first.id)
    expect(await eventually(async () => hooks.received.length, 3)).toBe(3)
    expect(hooks.received[2]?.body).toBe(hooks.received[0]?.body)
    expect(hooks.received[2]?.headers['ashes-webhook-id']).toBe(first.event_id)
    const listed = await eventually(
      async () => (await deliveries(app.client_id)).map((d) => [d.id, d.state]),
      [
        [again.body.id, 'delivered'],
        [first.id, 'delivered'],
      ],
    )
    expect(listed).toEqual([
      [again.body.id, 'delivered'],
      [first.id, 'delivered'],
    ])
  })
})

describe('rotating secrets', () => {
  it('answers a new client secret once; the old one works until the grace ends', async () => {
    const app = await registerApp(t, developer)
    const oldConfig = await oauthClient(t, app)
    const tokens = await linkPlayer(t, oldConfig, player, 'decks:read')

    expect((await asDeveloper('POST', `/${app.client_id}/secret`, undefined, other)).status).toBe(
      404,
    )
    const rotated = await asDeveloper('POST', `/${app.client_id}/secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.body.client_secret).not.toBe(app.client_secret)
    expect(Date.parse(rotated.body.previous_client_secret_expires) - Date.now()).toBeGreaterThan(
      23 * 3600 * 1000,
    )
    const newConfig = await oauthClient(t, { ...app, client_secret: rotated.body.client_secret })

    // Within the grace: both secrets work (the old one at the token endpoint, refreshing).
    const byOld = await client.refreshTokenGrant(oldConfig, tokens.refresh_token ?? '')
    const byNew = await client.refreshTokenGrant(newConfig, byOld.refresh_token ?? '')
    expect((await t.get('/v2/decks/mine', { token: byNew.access_token })).status).toBe(200)

    await graceEnds(app.client_id)
    await expect(
      client.refreshTokenGrant(oldConfig, byNew.refresh_token ?? ''),
    ).rejects.toMatchObject({
      status: 401,
      cause: [{ parameters: expect.objectContaining({ error: 'invalid_client' }) }],
    })
    const later = await client.refreshTokenGrant(newConfig, byNew.refresh_token ?? '')
    expect((await t.get('/v2/decks/mine', { token: later.access_token })).status).toBe(200)
    const listed = (await asDeveloper('GET', '')).body.results.find(
      (a: { client_id: string }) => a.client_id === app.client_id,
    )
    expect(listed.previous_client_secret_expires).toBeNull()
  })

  it('signs deliveries with the old and the new webhook secret until the grace ends', async () => {
    const hooks = await receiver()
    const app = await registerApp(t, developer, { webhook_url: hooks.url })
    await eventually(async () => hooks.received.length, 1)
    const [ping] = await deliveries(app.client_id)
    if (!ping) throw new Error('no ping listed')
    const redeliver = () => asDeveloper('POST', `/${app.client_id}/deliveries/${ping.id}/redeliver`)

    expect(
      (await asDeveloper('POST', `/${app.client_id}/webhook-secret`, undefined, other)).status,
    ).toBe(404)
    const rotated = await asDeveloper('POST', `/${app.client_id}/webhook-secret`)
    expect(rotated.status).toBe(200)
    const secrets = [rotated.body.webhook_secret, app.webhook_secret]
    expect(secrets[0]).not.toBe(secrets[1])
    expect(rotated.body.previous_webhook_secret_expires).not.toBeNull()

    await redeliver()
    expect(await eventually(async () => hooks.received.length, 2)).toBe(2)
    const during = hooks.received[1] as ReceivedDelivery
    expect(signedWith(during, secrets)).toEqual(secrets)
    // The current secret's signature comes first.
    expect(String(during.headers['ashes-webhook-signature']).split(',')).toHaveLength(2)
    expect(
      signedWith(
        {
          ...during,
          headers: {
            ...during.headers,
            'ashes-webhook-signature': String(during.headers['ashes-webhook-signature']).split(
              ',',
            )[0],
          },
        },
        secrets,
      ),
    ).toEqual([secrets[0]])

    await graceEnds(app.client_id)
    await redeliver()
    expect(await eventually(async () => hooks.received.length, 3)).toBe(3)
    expect(signedWith(hooks.received[2] as ReceivedDelivery, secrets)).toEqual([secrets[0]])
  })
})

describe('deleting an app', () => {
  it("ends every grant and token, leaves the players' Apps lists, and stops its deliveries", async () => {
    const hooks = await receiver([500, 500, 500, 500, 500, 500])
    const app = await registerApp(t, developer, { webhook_url: hooks.url })
    const config = await oauthClient(t, app)
    const tokens = await linkPlayer(t, config, player, 'decks:read')
    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(200)
    const apps = async () =>
      (await t.get('/v2/account/apps', { token: player.token })).body.results.map(
        (a: { client_id: string }) => a.client_id,
      )
    expect(await apps()).toContain(app.client_id)
    // The ping fails and waits for its retry: a pending delivery.
    await eventually(async () => hooks.received.length > 0, true)
    expect((await deliveries(app.client_id))[0]?.state).toBe('pending')

    expect((await asDeveloper('DELETE', `/${app.client_id}`, undefined, other)).status).toBe(404)
    expect((await asDeveloper('DELETE', `/${app.client_id}`)).status).toBe(204)
    expect((await asDeveloper('DELETE', `/${app.client_id}`)).status).toBe(404)

    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(401)
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toThrow()
    expect(await apps()).not.toContain(app.client_id)
    expect(
      (await t.get(`/v2/apps/${app.client_id}/webhook-deliveries`, { token: developer.token }))
        .status,
    ).toBe(404)
    const left = await t.db.query(
      `SELECT 1 FROM webhook_delivery WHERE client_id = $1
       UNION ALL SELECT 1 FROM oauth_grant WHERE client_id = $1
       UNION ALL SELECT 1 FROM oauth_payload WHERE payload->>'clientId' = $1`,
      [app.client_id],
    )
    expect(left).toEqual([])
  })
})
