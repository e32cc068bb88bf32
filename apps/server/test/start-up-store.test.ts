// `npm start` and the partner store: real server processes, as a player starts them.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadStoreConfig } from '@ashes/store'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.ts'

const root = mkdtempSync(join(tmpdir(), 'ashes-start-store-'))
const webDist = join(root, 'web')
mkdirSync(webDist)
// The web app's shell, as the build writes it.
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>shell</title></head><body></body></html>',
)
const started: ServerProcess[] = []
const blockers: Server[] = []

function start(name: string, settings: Record<string, string>): ServerProcess {
  const server = startServerProcess({
    WEB_DIST: webDist,
    SECRET_KEY: 'start-up-store-secret',
    DATA_DIR: join(root, name),
    STORE_URL: '',
    STORE_PORT: '',
    ...settings,
  })
  started.push(server)
  return server
}

// A first start migrates a new embedded database and imports the card data: seconds on a quiet
// machine, but past the suite's 30 s on a loaded one (CI, 2 CPUs shared with a bench).
const FIRST_START = { timeout: 90_000 }

const storeMeta = async (site: string) =>
  (await (await fetch(`${site}/`)).text()).match(/name="ashes-store-url" content="([^"]*)"/)?.[1]

afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
  for (const blocker of blockers) blocker.close()
  rmSync(root, { recursive: true, force: true })
})

describe('npm start and the partner store', () => {
  it('STORE_PORT defaults to PORT + 1', () => {
    expect(loadStoreConfig({ PORT: '4000' }).port).toBe(4001)
    expect(loadStoreConfig({}).port).toBe(3001)
    expect(loadStoreConfig({ PORT: '4000', STORE_PORT: '5000' }).port).toBe(5000)
    expect(() => loadStoreConfig({ STORE_PORT: 'x' })).toThrow(/STORE_PORT/)
  })

  it(
    'without STORE_URL starts the stand-in store and points the site at it',
    FIRST_START,
    async () => {
      const [port, storePort] = [await freePort(), await freePort()]
      const server = start('unset', { PORT: String(port), STORE_PORT: String(storePort) })
      await server.waitFor(/Partner store \(stand-in/)
      const site = `http://127.0.0.1:${port}`
      const store = `http://127.0.0.1:${storePort}`
      expect(server.output()).toContain(`Partner store (stand-in, STORE_URL unset): ${store}/`)
      expect(await storeMeta(site)).toBe(store)
      const products = await fetch(`${store}/products/`, { headers: { origin: site } })
      expect(products.status).toBe(200)
      expect(products.headers.get('access-control-allow-origin')).toBe(site)
      expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0)
      expect(existsSync(join(root, 'unset', 'store'))).toBe(true)
      // One Ctrl-C stops both.
      await server.stop()
      expect(await server.exited).toBe(0)
      await expect(fetch(`${store}/products/`)).rejects.toThrow()
    },
  )

  it('with STORE_URL the site uses that store and starts none', FIRST_START, async () => {
    const [port, storePort] = [await freePort(), await freePort()]
    const elsewhere = 'https://store.example/shop'
    const server = start('set', {
      PORT: String(port),
      STORE_PORT: String(storePort),
      STORE_URL: elsewhere,
    })
    await server.waitFor(/Partner store: /)
    expect(server.output()).toContain(`Partner store: ${elsewhere}/ (STORE_URL)`)
    expect(await storeMeta(`http://127.0.0.1:${port}`)).toBe(elsewhere)
    await expect(fetch(`http://127.0.0.1:${storePort}/products/`)).rejects.toThrow()
    expect(existsSync(join(root, 'set', 'store'))).toBe(false)
    await server.stop()
  })

  it('a store port in use stops the start, naming STORE_PORT, and frees the data directory', async () => {
    const [port, storePort] = [await freePort(), await freePort()]
    const blocker = createServer()
    blockers.push(blocker)
    await new Promise<void>((resolve) => blocker.listen(storePort, '127.0.0.1', resolve))
    const server = start('blocked', { PORT: String(port), STORE_PORT: String(storePort) })
    expect(await server.exited).not.toBe(0)
    expect(server.output()).toContain(`Port ${storePort} is already in use`)
    expect(server.output()).toContain('another STORE_PORT')
    expect(server.output()).not.toMatch(/\n\s+at /)
    expect(existsSync(join(root, 'blocked', 'server.lock'))).toBe(false)
  })
})
