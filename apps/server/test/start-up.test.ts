// `npm start` as a player runs it: real server processes on a temporary DATA_DIR and free ports.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { startMessage } from '../src/server.ts'
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.ts'

const RUNNING_AT = /running at (http:\/\/\S+?)\/ /

/** The pid of a process that has ended, as a crashed server leaves in its lock file. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid as number
}

describe('the default public URL', () => {
  it('is the origin the start message prints', () => {
    expect(loadConfig({ PORT: '4321', SECRET_KEY: 'x' }).publicUrl).toBe('http://127.0.0.1:4321')
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4321', SECRET_KEY: 'x' }).publicUrl).toBe(
      'http://localhost:4321',
    )
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '4321', SECRET_KEY: 'x' })
    expect(startMessage(config, 'http://localhost:4321')[0]).toContain('http://localhost:4321/')
  })

  it('is named in the start message when PUBLIC_URL is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://decks.example.org/', SECRET_KEY: 'x' })
    expect(startMessage(config, 'http://127.0.0.1:3000').join('\n')).toContain(
      'https://decks.example.org/',
    )
  })
})

describe('npm start', () => {
  const root = mkdtempSync(join(tmpdir(), 'ashes-start-'))
  // Each server's stand-in store takes a port of its own (PORT + 1 might be taken).
  const env = {
    WEB_DIST: join(root, 'no-web-build'),
    SECRET_KEY: 'start-up-test-secret',
    STORE_PORT: '0',
  }
  const dataDir = join(root, 'first')
  let port = 0
  let first: ServerProcess
  let url = ''
  const started: ServerProcess[] = []
  const start = (settings: Record<string, string>) => {
    const server = startServerProcess({ ...env, ...settings })
    started.push(server)
    return server
  }

  beforeAll(async () => {
    mkdirSync(dataDir)
    // A server that crashed left its lock behind.
    writeFileSync(join(dataDir, 'server.lock'), `${await deadPid()}\n`)
    port = await freePort()
    first = start({ DATA_DIR: dataDir, PORT: String(port) })
    url = (await first.waitFor(RUNNING_AT)).match(RUNNING_AT)?.[1] ?? ''
  })
  afterAll(async () => {
    // A failed test may leave a server running; none outlives the file.
    for (const server of started) server.child.kill('SIGKILL')
    await Promise.all(started.map((server) => server.exited))
    rmSync(root, { recursive: true, force: true })
  })

  it('takes over the lock of a server that is gone', () => {
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(first.child.pid))
  })

  it('sends mail links to the origin it prints', async () => {
    expect(url).toBe(`http://127.0.0.1:${port}`)
    const response = await fetch(`${url}/v2/players/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'origin@example.com' }),
    })
    expect(response.status).toBe(201)
    const link = (await first.waitFor(/link: (\S+)/)).match(/link: (\S+)/)?.[1]
    expect(link?.startsWith(`${url}/players/new/`)).toBe(true)
  })

  it('refuses a second server on the same port before opening its database', async () => {
    const otherDataDir = join(root, 'second')
    const second = start({ DATA_DIR: otherDataDir, PORT: String(port) })
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(`Port ${port} is already in use`)
    expect(second.output()).not.toMatch(/Error:|EADDRINUSE|\n\s+at /)
    expect(existsSync(join(otherDataDir, 'pglite'))).toBe(false)
  })

  it('refuses a second server on the same data directory, naming the first', async () => {
    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(
      `Another server is using the data directory ${dataDir} (pid ${first.child.pid})`,
    )
    expect(second.output()).not.toMatch(/Error:|\n\s+at /)
    // The first server still answers, on its own database.
    expect((await fetch(`${url}/health-check`)).status).toBe(200)
  })

  it('leaves a locked data directory untouched', async () => {
    const locked = join(root, 'locked')
    mkdirSync(locked)
    // This test process stands in for a live server holding the directory.
    writeFileSync(join(locked, 'server.lock'), `${process.pid}\n`)
    const second = start({ DATA_DIR: locked, PORT: String(await freePort()) })
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(`(pid ${process.pid})`)
    expect(existsSync(join(locked, 'pglite'))).toBe(false)
  })

  it('stops cleanly on SIGTERM and releases the data directory', async () => {
    await first.stop()
    expect(await first.exited).toBe(0)
    expect(first.output()).not.toMatch(/Error|\n\s+at /)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)
  })
})
