import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer } from './support/players.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

const sign = (claims: Record<string, unknown>, secret = t.config.secretKey) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret))

describe('cross-cutting API behaviour', () => {
  it('unknown routes answer 404 and known paths with the wrong method 405, as JSON', async () => {
    expect(await t.get('/v2/nothing-here')).toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    })
    expect(await t.request('DELETE', '/v2/cards')).toMatchObject({
      status: 405,
      body: { detail: 'Method Not Allowed' },
    })
  })

  it("allows the site's origin with Authorization and Content-Type headers and every method", async () => {
    const origin = new URL(t.config.publicUrl).origin
    const response = await fetch(`${t.url}/v2/cards`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    )
  })

  it('GET /health-check reports the database', async () => {
    expect(await t.get('/health-check')).toMatchObject({
      status: 200,
      body: { status: 'okay', services: { database: 'okay' } },
    })
  })

  it('serves OpenAPI docs generated from the schemas', async () => {
    const page = await t.get('/docs')
    expect(page.status).toBe(200)
    const spec = await t.get('/docs/json')
    expect(
      spec.body.paths['/v2/cards'].get.parameters.map((p: { name: string }) => p.name),
    ).toContain('dice_logic')
  })

  it('serves the OpenAPI document at /openapi.json too, where the reference has it (api-core 0.1)', async () => {
    const reference = await t.get('/openapi.json')
    expect(reference.status).toBe(200)
    expect(reference.headers.get('content-type')).toMatch(/^application\/json/)
    expect(reference.body).toEqual((await t.get('/docs/json')).body)
    expect(reference.body.paths['/v2/cards']).toBeDefined()
  })
})

describe('caller resolution', () => {
  it('a malformed, forged or expired token answers 401 with WWW-Authenticate, even on public routes', async () => {
    const player = await createPlayer(t)
    const now = Math.floor(Date.now() / 1000)
    const tokens = [
      'garbage.garbage',
      await sign(
        { sub: player.badge, jti: 'a'.repeat(32), iat: now, exp: now + 60 },
        'another-secret',
      ),
      await sign({ sub: player.badge, jti: 'a'.repeat(32), iat: now - 120, exp: now - 60 }),
      await sign({ sub: player.badge, iat: now, exp: now + 60 }),
      await sign({ sub: player.badge, jti: 'not-hex-at-all', iat: now, exp: now + 60 }),
      await sign({ sub: 'nobody', jti: 'b'.repeat(32), iat: now, exp: now + 60 }),
    ]
    for (const token of tokens) {
      const response = await t.get('/v2/cards?limit=1', { token })
      expect(response.status, token).toBe(401)
      expect(response.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }
    // A token without a dot is an app's access token (issue 48 item 9): one that is no good
    // says so, as RFC 6750 asks, with the same answer.
    const opaque = await t.get('/v2/cards?limit=1', { token: 'garbage' })
    expect(opaque.status).toBe(401)
    expect(opaque.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
    expect(opaque.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
  })

  it('an empty bearer is invalid; another scheme or no header is anonymous', async () => {
    expect(
      (await t.get('/v2/cards?limit=1', { headers: { authorization: 'Bearer ' } })).status,
    ).toBe(401)
    expect(
      (await t.get('/v2/cards?limit=1', { headers: { authorization: 'Basic abc' } })).status,
    ).toBe(200)
    const player = await createPlayer(t)
    const lower = await t.get('/v2/releases', {
      headers: { authorization: `bearer ${player.token}` },
    })
    expect(lower.body[0]).toHaveProperty('is_mine')
  })

  it('a banned player gets 403 with the ban text', async () => {
    const banned = await createPlayer(t, { banned: true })
    expect(await t.get('/v2/cards?limit=1', { token: banned.token })).toMatchObject({
      status: 403,
      body: {
        detail:
          'Your account has been banned. Please contact Skaak#0007 on Discord if you wish to appeal.',
      },
    })
  })

  it('authentication is checked before validation, and an undecodable JSON body first of all', async () => {
    expect((await t.request('PUT', '/v2/releases/mine', { body: { bad: true } })).status).toBe(401)
    const broken = await t.request('PUT', '/v2/releases/mine', { body: '{"oops' })
    expect(broken.status).toBe(422)
    expect(broken.body.detail[0]).toMatchObject({
      type: 'json_invalid',
      loc: ['body', expect.any(Number)],
    })
  })
})
