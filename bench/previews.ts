// Link-preview images (issue 19 item 1): how long one drawing takes, satori and resvg together,
// which is what a request for a preview not yet kept costs. Medians of ROUNDS drawings each. The
// drawing runs on a worker thread; the bench also shows how long the server's event loop is held.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { Card } from '@ashes/api'
import { Resvg } from '@resvg/resvg-js'
import { loadConfig } from '../apps/server/src/config.ts'
import { cardImage } from '../apps/server/src/modules/previews/card-image.ts'
import { type DeckView, deckImage } from '../apps/server/src/modules/previews/deck-image.ts'
import type { El } from '../apps/server/src/modules/previews/element.ts'
import { renderPng } from '../apps/server/src/modules/previews/render.ts'
import { siteImage } from '../apps/server/src/modules/previews/site-image.ts'
import { median } from './support.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
/** A drawing within this keeps a link posted to a chat well inside its crawler's patience. */
const TARGET_MS = 1000

const dataDir = loadConfig({ SECRET_KEY: 'bench' }).cardDataDir
if (!dataDir) throw new Error('No card data found (CARD_DATA_DIR)')
const cards: Card[] = JSON.parse(readFileSync(join(dataDir, 'cards.json'), 'utf8'))
const card = (stub: string) => {
  const found = cards.find((c) => c.stub === stub)
  if (!found) throw new Error(`No card ${stub}`)
  return found
}

const deck: DeckView = {
  title: 'The Mist Guardian',
  phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard', legacy: false },
  dice: [
    { name: 'illusion', count: 5 },
    { name: 'natural', count: 5 },
  ],
  sections: [
    { title: 'Ready Spells', count: 12 },
    { title: 'Alteration Spells', count: 9 },
    { title: 'Action Spells', count: 9 },
  ],
  cards: 30,
  conjurations: 14,
  author: 'bench',
  tags: [],
  siteName: 'Ashes Deckbuilder',
}
const art = `data:image/png;base64,${new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#0a7"/></svg>',
)
  .render()
  .asPng()
  .toString('base64')}`

const CASES: Record<string, () => El> = {
  'deck, Phoenixborn drawn': () => deckImage(deck, undefined),
  'deck, Phoenixborn art': () => deckImage(deck, art),
  'card, short text (Molten Gold)': () => cardImage({ card: card('molten-gold'), siteName: 'S' }),
  'card, long text (Law of Domination)': () =>
    cardImage({ card: card('law-of-domination'), siteName: 'S' }),
  site: () => siteImage('Ashes Deckbuilder'),
}

console.log(`\nLink-preview drawing, 1200x630 PNG (satori + resvg), median of ${ROUNDS}`)
for (const [name, element] of Object.entries(CASES)) {
  for (let warm = 0; warm < 2; warm += 1) await renderPng(element())
  const times: number[] = []
  let bytes = 0
  // How long the event loop is held at a stretch: other requests wait that long meanwhile.
  const stalls = monitorEventLoopDelay({ resolution: 5 })
  stalls.enable()
  const utilisation = performance.eventLoopUtilization()
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now()
    bytes = (await renderPng(element())).length
    times.push(performance.now() - started)
  }
  stalls.disable()
  // The share of the drawing time the server's own thread was busy (not idle waiting for I/O).
  const busy = performance.eventLoopUtilization(utilisation).utilization
  const ms = median(times)
  const stall = stalls.max / 1e6
  console.log(
    `${name}: ${ms.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, ${(bytes / 1024).toFixed(0)} KB, ` +
      `event loop busy ${(busy * 100).toFixed(0)}% of the time, held at most ${stall.toFixed(0)} ms at a stretch) ` +
      `target <= ${TARGET_MS} ms ${ms <= TARGET_MS ? 'OK' : 'ABOVE TARGET'}`,
  )
}
