// The web build `npm start` runs: skipped when the sources are unchanged, one at a time across
// processes, and never taking away the files a running server serves.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ensureWebBuild, sourceHash } from '../src/start/web-build.ts'
import { fakePlan, pageScript } from './support/fake-web-build.ts'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

function project() {
  const root = mkdtempSync(join(tmpdir(), 'ashes-web-build-'))
  roots.push(root)
  const source = join(root, 'main.js')
  writeFileSync(source, 'console.log(1)\n')
  const dist = join(root, 'dist')
  const buildLog = join(root, 'builds.log')
  writeFileSync(buildLog, '')
  const builds = () => readFileSync(buildLog, 'utf8').split('\n').filter(Boolean)
  return { root, source, dist, buildLog, builds, plan: fakePlan(dist, source, buildLog) }
}

const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) child.kill()
})

/** The fake build step as its own process, as a second `npm start` runs it. */
function buildProcess(dist: string, source: string, buildLog: string): Promise<number | null> {
  const driver = join(import.meta.dirname, 'support/fake-web-build.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', driver, dist, source, buildLog], {
    stdio: 'ignore',
  })
  running.add(child)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
}

describe('the web build', () => {
  it('is skipped when the sources are unchanged', async () => {
    const { plan, builds } = project()
    expect(await ensureWebBuild(plan)).toBe('built')
    expect(await ensureWebBuild(plan)).toBe('fresh')
    expect(builds()).toHaveLength(1)
  })

  it('runs again when a source or a compiled-in setting changes', async () => {
    const { plan, source, builds } = project()
    await ensureWebBuild(plan)
    writeFileSync(source, 'console.log(2)\n')
    expect(await ensureWebBuild(plan)).toBe('built')
    expect(await ensureWebBuild({ ...plan, settings: 'MEDIA_URL=https://media.example' })).toBe(
      'built',
    )
    expect(builds()).toHaveLength(3)
  })

  it('hashes sources but not tests, installed packages or earlier builds', () => {
    const { root, source } = project()
    const before = sourceHash([root], '')
    for (const dir of ['node_modules', 'dist']) {
      mkdirSync(join(root, dir))
      writeFileSync(join(root, dir, 'x.js'), 'x')
    }
    writeFileSync(join(root, 'main.test.ts'), 'x')
    expect(sourceHash([root], '')).toBe(before)
    writeFileSync(source, 'changed')
    expect(sourceHash([root], '')).not.toBe(before)
  })

  it('keeps the scripts of the build a running server started with', async () => {
    const { plan, source, dist } = project()
    await ensureWebBuild(plan)
    const first = pageScript(dist)
    writeFileSync(source, 'console.log("newer")\n')
    await ensureWebBuild(plan)
    expect(pageScript(dist)).not.toBe(first)
    expect(existsSync(join(dist, first))).toBe(true)
    expect(existsSync(join(dist, pageScript(dist)))).toBe(true)
  })

  it('keeps the files of the last five builds and removes older ones', async () => {
    const { plan, source, dist } = project()
    const scripts: string[] = []
    for (let build = 0; build < 7; build++) {
      writeFileSync(source, `console.log(${build})\n`)
      await ensureWebBuild(plan)
      scripts.push(pageScript(dist))
    }
    expect(scripts.map((script) => existsSync(join(dist, script)))).toEqual([
      ...[false, false],
      ...[true, true, true, true, true],
    ])
  })

  it('started by two processes at once builds once, and both find a whole build', async () => {
    const { source, dist, buildLog, builds } = project()
    const codes = await Promise.all([
      buildProcess(dist, source, buildLog),
      buildProcess(dist, source, buildLog),
    ])
    expect(codes).toEqual([0, 0])
    expect(builds()).toHaveLength(1)
    expect(readFileSync(`${buildLog}.waiting`, 'utf8').trim()).not.toBe(builds()[0])
    expect(readFileSync(join(dist, pageScript(dist)), 'utf8')).toBe('console.log(1)\n')
  })

  it('takes over the lock of a build whose process is gone', async () => {
    const { plan, dist, builds } = project()
    const dead = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => dead.once('exit', resolve))
    mkdirSync(join(dist, '../.dist-build'), { recursive: true })
    writeFileSync(join(dist, '../.dist-build/lock'), `${dead.pid}\n`)
    expect(await ensureWebBuild(plan)).toBe('built')
    expect(builds()).toHaveLength(1)
  })
})
