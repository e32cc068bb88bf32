import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

// The web app's shell sets the theme with one inline script before the first paint
// (apps/web/index.html); the policy allows that script by its hash and no other inline script.
const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"'
const shell = (inline: string) =>
  `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const dirs: string[] = []
const apps: TestApp[] = []
async function appServing(html: string): Promise<TestApp> {
  const webDist = mkdtempSync(join(tmpdir(), 'ashes-theme-script-'))
  dirs.push(webDist)
  writeFileSync(join(webDist, 'index.html'), html)
  const app = await startTestApp({ config: { webDist } })
  apps.push(app)
  return app
}

let t: TestApp
beforeAll(async () => {
  t = await appServing(shell(THEME_SCRIPT))
})
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const scriptSrc = async (app: TestApp, path: string) => {
  const response = await fetch(`${app.url}${path}`)
  const csp = response.headers.get('content-security-policy') ?? ''
  const directive = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
  return directive?.slice(1)
}

describe("the shell's inline theme script is allowed by its hash", () => {
  it('every page of the app allows this origin and the hash of the shell’s inline script', async () => {
    for (const path of ['/', '/cards/', '/decks/', '/no/such/page/']) {
      expect(await scriptSrc(t, path), path).toEqual(["'self'", sha256(THEME_SCRIPT)])
    }
  })

  it('the hash is read from the page served: another script text gets its own hash', async () => {
    const other = 'document.documentElement.dataset.theme="light"'
    const app = await appServing(shell(other))
    expect(await scriptSrc(app, '/')).toEqual(["'self'", sha256(other)])
    expect(sha256(other)).not.toBe(sha256(THEME_SCRIPT))
  })

  it('the API documentation, which has no such script, allows none', async () => {
    expect(await scriptSrc(t, '/docs/')).toEqual(["'self'"])
  })
})
