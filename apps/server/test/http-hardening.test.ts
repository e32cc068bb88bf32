import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { COMMON_HEADERS } from '../src/http/security-headers.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer } from './support/players.ts'
import { webShell } from './support/web-shell.ts'

const PUBLIC_URL = 'https://decks.example'
const PARTNER = 'https://partner.example'
const web = webShell('<!doctype html><title>shell</title><div id="root">')
const webDist = web.dir

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    cardData: true,
    config: { publicUrl: PUBLIC_URL, corsOrigins: [PARTNER], webDist },
  })
})
afterAll(async () => {
  await t.close()
  web.remove()
})

const preflight = (origin: string) =>
  fetch(`${t.url}/v2/decks`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  })

describe('CORS allows only the site and the configured origins', () => {
  it('PUBLIC_URL and CORS_ORIGINS are allowed with credentials, methods and headers', async () => {
    for (const origin of [PUBLIC_URL, PARTNER]) {
      const response = await preflight(origin)
      expect(response.status).toBeLessThan(300)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      )
    }
  })

  it('any other origin, or none, gets no CORS headers at all, on preflights and requests', async () => {
    const corsHeaders = (headers: Headers) =>
      [...headers.keys()].filter((name) => name.startsWith('access-control-'))
    for (const origin of ['https://evil.example', 'https://decks.example.evil.example', 'null']) {
      const answer = await preflight(origin)
      expect(corsHeaders(answer.headers), origin).toEqual([])
      expect(answer.ok).toBe(false)
      const response = await t.get('/v2/releases', { headers: { origin } })
      expect(corsHeaders(response.headers), origin).toEqual([])
      expect(response.status).toBe(200)
    }
    expect(corsHeaders((await t.get('/v2/releases')).headers)).toEqual([])
  })

  it('CORS_ORIGINS is a comma-separated list of origins; a non-origin stops the start', () => {
    const env = { SECRET_KEY: 'x', CORS_ORIGINS: ' https://a.example/, http://b.example:8080 ,' }
    expect(loadConfig(env).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080'])
    expect(loadConfig({ SECRET_KEY: 'x' }).corsOrigins).toEqual([])
    expect(() => loadConfig({ SECRET_KEY: 'x', CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS/,
    )
    expect(() => loadConfig({ SECRET_KEY: 'x', CORS_ORIGINS: 'a.example' })).toThrow(/CORS_ORIGINS/)
  })
})

describe('pagination links come from PUBLIC_URL', () => {
  it('X-Forwarded-Host and Host do not steer next and previous', async () => {
    const page = await t.get('/v2/cards?limit=2&offset=2', {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    })
    expect(page.body.next).toBe(`${PUBLIC_URL}/v2/cards?limit=2&offset=4`)
    expect(page.body.previous).toBe(`${PUBLIC_URL}/v2/cards?limit=2`)
  })
})

describe('pagination offsets', () => {
  it('an offset past the largest safe integer answers 422; a huge safe one an empty page', async () => {
    const player = await createPlayer(t)
    for (const path of ['/v2/decks/mine', '/v2/decks', '/v2/cards']) {
      const tooBig = await t.get(`${path}?offset=99999999999999999999`, { token: player.token })
      expect(tooBig.status, path).toBe(422)
      expect(tooBig.body.detail[0], path).toMatchObject({
        type: 'less_than_equal',
        loc: ['query', 'offset'],
        ctx: { le: Number.MAX_SAFE_INTEGER },
      })
      const huge = await t.get(`${path}?offset=${Number.MAX_SAFE_INTEGER}`, { token: player.token })
      expect(huge.status, path).toBe(200)
      expect(huge.body.results, path).toEqual([])
    }
  })
})

describe('security headers', () => {
  const pages = ['/', '/cards/', '/no/such/page/', '/docs', '/docs/']

  it('HTML pages carry a Content-Security-Policy without inline script, framing refused', async () => {
    for (const path of pages) {
      const response = await fetch(`${t.url}${path}`)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      const csp = response.headers.get('content-security-policy') ?? ''
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/)
          return [name, values] as const
        }),
      )
      expect(directives.get('script-src'), path).toEqual(["'self'"])
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"])
      expect(directives.get('object-src'), path).toEqual(["'none'"])
      // The web app's service worker comes from the site itself, and nothing else may run one.
      expect(directives.get('worker-src'), path).toEqual(["'self'"])
      expect(directives.get('img-src'), path).toContain(t.config.mediaUrl)
      expect(csp, path).not.toContain('unsafe-eval')
      // Swagger UI sets style attributes; the web app needs no inline style either.
      const styles = path.startsWith('/docs') ? ["'self'", "'unsafe-inline'"] : ["'self'"]
      expect(directives.get('style-src'), path).toEqual(styles)
    }
  })

  it('every response says nosniff and a referrer policy: JSON, errors, HTML and docs', async () => {
    for (const path of [...pages, '/v2/releases', '/v2/nothing', '/health-check', '/docs/json']) {
      const response = await fetch(`${t.url}${path}`)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe(COMMON_HEADERS['Referrer-Policy'])
    }
  })
})

describe('the OpenAPI document', () => {
  const parameter = (spec: any, path: string, name: string) =>
    spec.paths[path].get.parameters.find((each: { name: string }) => each.name === name).schema

  it('lists sort, order and the query booleans with the values they accept', async () => {
    const spec = (await t.get('/docs/json')).body
    expect(parameter(spec, '/v2/cards', 'sort').enum).toEqual(
      expect.arrayContaining(['name', 'cost', 'type', 'release']),
    )
    expect(parameter(spec, '/v2/cards', 'order').enum).toEqual(['asc', 'desc'])
    expect(parameter(spec, '/v2/decks', 'sort').enum).toEqual([
      'created',
      'modified',
      'likes',
      'trending',
    ])
    expect(parameter(spec, '/v2/decks/{id}/snapshots', 'order').enum).toEqual(['asc', 'desc'])
    const bool = parameter(spec, '/v2/cards', 'show_legacy')
    const words = bool.anyOf.find((each: { type: string }) => each.type === 'string').enum
    expect(words).toEqual(expect.arrayContaining(['true', 'false', '1', '0', 'yes', 'no']))
  })

  it('documents what the wire accepts: a boolean in any letter case still parses', async () => {
    const response = await t.get('/v2/cards?show_legacy=TRUE&limit=1&order=desc&sort=cost')
    expect(response.status).toBe(200)
  })
})
