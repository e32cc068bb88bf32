// The web build's files as the server serves them (http/web-files.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

const webDist = mkdtempSync(join(tmpdir(), 'ashes-web-files-'))
const assets = join(webDist, 'assets')
mkdirSync(assets)
writeFileSync(join(webDist, 'index.html'), '<div id="root"></div><script src="/assets/app-1.js">')
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
const script = 'console.log("app")\n'.repeat(100)
writeFileSync(join(assets, 'app-1.js'), script)
writeFileSync(join(assets, 'app-1.js.br'), brotliCompressSync(script))

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ config: { webDist } })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('the web build files', () => {
  it('serves a hashed asset, from its compressed copy, cached for a year', async () => {
    const response = await fetch(`${t.url}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(script)
  })

  it('serves a file at the build root, not cached as an asset', async () => {
    const response = await fetch(`${t.url}/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).not.toContain('immutable')
  })

  it('serves the service worker and the shell it precaches revalidated on every visit, so a deploy reaches players', async () => {
    for (const path of ['/sw.js', '/index.html']) {
      const response = await fetch(`${t.url}${path}`)
      expect(response.status, `${path} ${await response.clone().text()}`).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
    expect((await fetch(`${t.url}/sw.js`)).headers.get('content-type')).toMatch(/javascript/)
  })

  it('answers 404 for an asset the build does not have', async () => {
    expect((await fetch(`${t.url}/assets/app-2.js`)).status).toBe(404)
  })

  it('serves an asset a newer build wrote after the server started (a rolling deploy)', async () => {
    writeFileSync(join(assets, 'app-3.js'), 'console.log("newer")')
    const response = await fetch(`${t.url}/assets/app-3.js`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('console.log("newer")')
  })
})
