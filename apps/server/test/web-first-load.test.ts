// The JavaScript a first visit to /cards/ loads, on the real production build: the entry and the
// chunks the page's HTML preloads for its screen (screen-preloads.ts, the server's own choice),
// each gzip-compressed on its own. bench/web.ts counts the same in a browser, as the scripts a
// visit fetches until the page has loaded and shows its cards, and names apart any it fetched
// then that the HTML did not name. What the app holds until its first screen is done (the
// offline support, shortcuts, the store's catalogue: apps/web/src/lib/after-first-screen.ts) is
// outside it, in both. Issues 26 and 31 set its budget at 105 KB; the bench needs PostgreSQL and
// Chromium, this needs only the build.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { PagePath } from '@ashes/api'
import { REPO_ROOT } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pagePreloads, readBuildManifest } from '../src/modules/pages/screen-preloads.ts'

const BUDGET_KB = 105
const dist = mkdtempSync(join(tmpdir(), 'ashes-first-load-'))
/** The build's temporary folder (TMPDIR), to see what it leaves there. */
const buildTemp = mkdtempSync(join(tmpdir(), 'ashes-first-load-tmp-'))

/** A player's build: not under the test runner's NODE_ENV=test, which builds React's dev copy. */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries([
    ...Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
    ['TMPDIR', buildTemp],
  ])
}

beforeAll(async () => {
  const args = ['run', '--silent', 'build', '--workspace', 'apps/web', '--']
  await promisify(execFile)(
    'npm',
    [...args, '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, env: buildEnv() },
  )
}, 300_000)
afterAll(() => {
  for (const dir of [dist, buildTemp]) rmSync(dir, { recursive: true, force: true })
})

/** The entry's file and those the HTML of `path` preloads for its screen. */
function firstLoad(path: PagePath): string[] {
  const manifest = readBuildManifest(dist)
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the build has no entry')
  const tags = pagePreloads(manifest)[path] ?? ''
  const preloads = [...tags.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1] ?? '')
  expect(preloads.length, path).toBeGreaterThan(0)
  return [entry.file, ...preloads]
}

/** The source modules a built chunk holds, as its source map names them. */
function modulesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }
  return map.sources
}

describe('the JavaScript of a first visit to /cards/', () => {
  it(`is at most ${BUDGET_KB} KB gzip, the entry and its screen's preloaded chunks`, () => {
    const sizes = firstLoad('/cards/').map((file) => ({
      file,
      kb: gzipSync(readFileSync(join(dist, file))).length / 1024,
    }))
    const total = sizes.reduce((sum, { kb }) => sum + kb, 0)
    const shown = sizes.map(({ file, kb }) => `${kb.toFixed(1)} KB ${file}`).join('\n')
    expect(total, shown).toBeLessThanOrEqual(BUDGET_KB)
  })

  it("leaves the deck pages' modules out of the entry, for the screens that show them", () => {
    // The shell's useFreshDecks came through the decks feature's index, whose other exports
    // (DeckContents, the deck reads) the entry's code-splitting group then took in: 6 KB gzip.
    const [entry = ''] = firstLoad('/cards/')
    const decks = modulesOf(entry).filter((source) => source.includes('src/features/decks/'))
    expect(decks.map((source) => source.replace(/^.*src\/features\//, ''))).toEqual([
      'decks/deck-writes.ts',
    ])
  })

  it("leaves the builder's stores out of the entry, for the devices that keep a builder", () => {
    // The builder's index brought its state and drafts (the stores, their persistence, the empty
    // deck) and its card-row keys into every first load: 1 KB gzip that a visitor, who keeps no
    // builder, never used (features/builder/load-kept.ts loads them where one is kept).
    const [entry = ''] = firstLoad('/cards/')
    const builder = modulesOf(entry).filter((source) =>
      /src\/features\/builder\/(state|drafts|empty-deck|row-keys)\./.test(source),
    )
    expect(builder).toEqual([])
  })
})

describe("every screen's first load", () => {
  it("holds no zod: the web app takes the API schemas' types, only the server parses", () => {
    // Home's texts came from @ashes/api's index, whose schema modules then came along (34 KB
    // gzip on the home page) until the package declared its modules free of side effects.
    const manifest = readBuildManifest(dist)
    const paths = Object.keys(pagePreloads(manifest)) as PagePath[]
    expect(paths).toContain('/')
    for (const path of paths) {
      const zod = firstLoad(path).filter((file) =>
        modulesOf(file).some((source) => source.includes('node_modules/zod/')),
      )
      expect(zod, path).toEqual([])
    }
  })

  it('fetches no file under 200 bytes gzip, a request for less than its own headers', () => {
    // Left to themselves, the code-splitting groups made a file of one small function each
    // (the card stubs' stubify, useInfiniteQuery, the dice's symbolName) for /cards/ and others.
    const manifest = readBuildManifest(dist)
    for (const path of Object.keys(pagePreloads(manifest)) as PagePath[]) {
      const tiny = firstLoad(path).filter(
        (file) => gzipSync(readFileSync(join(dist, file))).length < 200,
      )
      expect(tiny, path).toEqual([])
    }
  })
})

describe('the build', () => {
  // The service worker's build writes sw.js to a new directory there and never removes it.
  it('leaves nothing in the temporary folder', () => {
    expect(readdirSync(buildTemp)).toEqual([])
  })
})

describe('the service worker of the build (issue 30)', () => {
  it("precaches the shell and every screen's chunks, and none of it is in a first load", () => {
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
    const precached = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]))
    expect(precached).toContain('index.html')
    const chunks = Object.values(readBuildManifest(dist)).map((chunk) => chunk.file)
    expect(chunks.filter((file) => !precached.has(file))).toEqual([])
    // Registered after the first load, by a module the entry imports only dynamically.
    for (const file of firstLoad('/cards/')) {
      const modules = modulesOf(file)
      expect(
        modules.filter((source) => /workbox|features\/offline\//.test(source)),
        file,
      ).toEqual([])
    }
  })
})
