// A first `npm start` builds the web app before the server starts (src/cli/build-web.ts): a
// newcomer should read only what matters there, the address that follows and any error, not
// the bundler's table of every asset or warnings about nothing that is wrong.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = mkdtempSync(join(tmpdir(), 'ashes-first-build-'))
const dist = join(root, 'dist')
let output = ''

/** The environment of a player's `npm start`: not the test runner's NODE_ENV=test and VITEST. */
function startEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  )
  return { ...env, WEB_DIST: dist }
}
let exitCode: number | null = null

beforeAll(async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/cli/build-web.ts')],
    { cwd: REPO_ROOT, env: startEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  exitCode = await new Promise((resolve) => child.once('exit', resolve))
}, 300_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("a first start's web build", () => {
  it('builds the app and says so in a line or two, with no table of assets', () => {
    expect(exitCode).toBe(0)
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
    const lines = output.split('\n').filter((line) => line.trim())
    expect(lines, output).toEqual([`Built the web app into ${dist}.`])
  })

  it('warns of no broken source map, and no source map covers a style sheet', () => {
    expect(output).not.toMatch(/SOURCEMAP_BROKEN|Sourcemap is likely to be incorrect/)
    // The style sheet's Tailwind step has no map of its own; no map the build writes uses it.
    const maps = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.map'))
    expect(maps.some((file) => file.endsWith('.js.map'))).toBe(true)
    for (const file of maps) {
      const { sources } = JSON.parse(readFileSync(join(dist, 'assets', file), 'utf8'))
      expect(
        sources.filter((source: string) => /\.css$/.test(source)),
        file,
      ).toEqual([])
    }
  })
})
