import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

const SHELL =
  '<!doctype html><title>shell</title><script type="module" crossorigin src="/assets/index-e.js"></script><div id="root"></div>'
// The shape of Vite's build manifest: the entry, two screens and the chunks they share.
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true },
  'src/routes/CardsBrowse.tsx': {
    file: 'assets/CardsBrowse-c.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-text-t.js', '_api-a.js'],
  },
  'src/routes/DeckDetails.tsx': {
    file: 'assets/DeckDetails-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-text-t.js', '_deck-k.js'],
    dynamicImports: ['src/routes/Unrelated.tsx'],
  },
  '_card-text-t.js': { file: 'assets/card-text-t.js', imports: ['index.html', '_api-a.js'] },
  '_api-a.js': { file: 'assets/api-a.js', imports: ['index.html'] },
  '_deck-k.js': { file: 'assets/deck-k.js', imports: ['_card-text-t.js'] },
  'src/routes/Unrelated.tsx': { file: 'assets/Unrelated-u.js', isDynamicEntry: true },
}

const webDist = mkdtempSync(join(tmpdir(), 'ashes-screen-preloads-'))
writeFileSync(join(webDist, 'index.html'), SHELL)
mkdirSync(join(webDist, '.vite'))
writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))

let t: TestApp
let deckId: number
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist } })
  const owner = await createPlayer(t)
  deckId = (await publishedDeck(t, owner.token)).deck.id
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

async function preloads(path: string) {
  const response = await fetch(`${t.url}${path}`)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('<div id="root">'))
  return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  )
}

describe("a page's HTML preloads its screen's chunks, so they download beside the entry", () => {
  it('the card browser: its screen and every chunk it imports, each once, not the entry', async () => {
    const expected = ['/assets/CardsBrowse-c.js', '/assets/card-text-t.js', '/assets/api-a.js']
    expect(await preloads('/cards/')).toEqual(expected)
    expect(await preloads('/cards/legacy/')).toEqual(expected)
  })

  it("a deck page (built from the deck's data): its screen's chunks, not its lazy ones", async () => {
    expect(await preloads(`/decks/${deckId}/`)).toEqual([
      '/assets/DeckDetails-d.js',
      '/assets/card-text-t.js',
      '/assets/api-a.js',
      '/assets/deck-k.js',
    ])
  })

  it('a page whose screen the manifest does not name preloads nothing', async () => {
    expect(await preloads('/cards/syntax/')).toEqual([])
    expect(await preloads('/decks/')).toEqual([])
  })
})
