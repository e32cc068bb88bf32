import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'

// The web app learns the store's address from its page at run time (apps/web/src/lib/config.ts).
const STORE = 'https://store.example/shop'
const webDist = mkdtempSync(join(tmpdir(), 'ashes-store-config-'))
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>shell</title></head>')

let withStore: TestApp
let without: TestApp
beforeAll(async () => {
  withStore = await startTestApp({ config: { webDist, storeUrl: STORE } })
  without = await startTestApp({ config: { webDist, storeUrl: undefined } })
})
afterAll(async () => {
  await withStore.close()
  await without.close()
  rmSync(webDist, { recursive: true, force: true })
})

const connectSrc = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('connect-src'))

describe('the page tells the web app where the store is', () => {
  it('every page of the app names STORE_URL in a meta element, inside the head', async () => {
    for (const path of ['/', '/decks/', '/decks/enemy/', '/no/such/page/']) {
      const html = await (await fetch(`${withStore.url}${path}`)).text()
      expect(html, path).toContain(`<meta name="ashes-store-url" content="${STORE}"></head>`)
    }
  })

  it('the page may fetch from the store origin, and from nowhere else', async () => {
    const response = await fetch(`${withStore.url}/`)
    expect(connectSrc(response)).toBe("connect-src 'self' https://store.example")
    expect(connectSrc(await fetch(`${without.url}/`))).toBe("connect-src 'self'")
  })

  it('without STORE_URL the page names no store', async () => {
    expect(await (await fetch(`${without.url}/`)).text()).not.toContain('ashes-store-url')
  })

  it('STORE_URL must be an http(s) address; its trailing slash is dropped', () => {
    const load = (value: string) => loadConfig({ SECRET_KEY: 'x', STORE_URL: value }).storeUrl
    expect(load('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001')
    expect(load('https://store.example/shop/')).toBe('https://store.example/shop')
    expect(load('')).toBeUndefined()
    for (const bad of [
      'store.example',
      'ftp://store.example',
      'javascript:alert(1)',
      'https://s.example/?a=1',
    ]) {
      expect(() => load(bad), bad).toThrow(/STORE_URL/)
    }
  })
})
