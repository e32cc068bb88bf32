// Link-preview images (issue 19 item 1): how long one drawing takes, satori and resvg together,
// which is what a request for a preview not yet kept costs (a deck's with its Phoenixborn's art
// fetched from the media host first, or already in memory). Medians of ROUNDS drawings each. The
// drawing runs on a worker thread; the bench also shows how long the server's event loop is held.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { Card } from '@ashes/api'
import { loadConfig } from '../apps/server/src/config.ts'
import { cardImage } from '../apps/server/src/modules/previews/card-image.ts'
import { type DeckView, deckImage } from '../apps/server/src/modules/previews/deck-image.ts'
import type { El } from '../apps/server/src/modules/previews/element.ts'
import { PreviewDrawer } from '../apps/server/src/modules/previews/render.ts'
import { siteImage } from '../apps/server/src/modules/previews/site-image.ts'
import { CardImages } from '../apps/server/src/modules/proxies/card-images.ts'
import { CARD_HEIGHT, CARD_WIDTH, delayOf, startMediaHost } from './media-host.ts'
import { median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
/** A drawing within this keeps a link posted to a chat well inside its crawler's patience. */
const TARGET_MS = 1000

const { cardDataDir: dataDir, previewRenders } = loadConfig({ SECRET_KEY: 'bench' })
if (!dataDir) throw new Error('No card data found (CARD_DATA_DIR)')
const cards: Card[] = JSON.parse(readFileSync(join(dataDir, 'cards.json'), 'utf8'))
const card = (stub: string) => {
  const found = cards.find((c) => c.stub === stub)
  if (!found) throw new Error(`No card ${stub}`)
  return found
}

/** The deck's Phoenixborn, whose art the media host serves. */
const pbRef = { stub: 'aradel-summergaard', legacy: false }
const deck: DeckView = {
  title: 'The Mist Guardian',
  phoenixborn: { name: 'Aradel Summergaard', ...pbRef },
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
// The Phoenixborn's art comes from a local media host (bench/media-host.ts): a 300 x 420 JPEG of
// a real card image's size, answered after 50 to 100 ms, fetched as the preview route fetches it
// (CardImages) and passed to the drawing as a data URL, as the route does.
const host = await startMediaHost([pbRef.stub])
const artOf = async (images: CardImages) => {
  const found = (await images.images([pbRef])).get(CardImages.url(host.url, pbRef))
  if (!found) throw new Error('the media host gave no Phoenixborn art')
  return `data:image/jpeg;base64,${Buffer.from(found.bytes).toString('base64')}`
}
const kept = new CardImages(host.url)

/** One case: what is drawn, made first (fetching the art, where it is fetched). */
const CASES: Record<string, () => El | Promise<El>> = {
  'deck, Phoenixborn drawn': () => deckImage(deck, undefined),
  // A deck whose preview is not kept yet, its Phoenixborn's art not in memory either.
  'deck, Phoenixborn art fetched from the media host and drawn': async () =>
    deckImage(deck, await artOf(new CardImages(host.url))),
  // The art in memory already (another deck of the same Phoenixborn was drawn).
  'deck, Phoenixborn art kept in memory and drawn': async () => deckImage(deck, await artOf(kept)),
  'card, short text (Molten Gold)': () => cardImage({ card: card('molten-gold'), siteName: 'S' }),
  'card, long text (Law of Domination)': () =>
    cardImage({ card: card('law-of-domination'), siteName: 'S' }),
  site: () => siteImage('Ashes Deckbuilder'),
}

/** The server's drawer, as configured: drawings one after another here, so never refused. */
const drawer = new PreviewDrawer(previewRenders)
const renderPng = async (element: El) => drawer.draw(() => element)
const verdicts = createVerdicts()
const art = host.images.get(pbRef.stub)?.length ?? 0
console.log(
  `\nLink-preview drawing, 1200x630 PNG (satori + resvg), median of ${ROUNDS}; the media host ` +
    `(local) serves the Phoenixborn's art, ${CARD_WIDTH} x ${CARD_HEIGHT} px JPEG of ` +
    `${(art / 1024).toFixed(0)} KB, after ${delayOf(pbRef.stub)} ms`,
)
try {
  for (const [name, element] of Object.entries(CASES)) {
    for (let warm = 0; warm < 2; warm += 1) await renderPng(await element())
    const times: number[] = []
    let bytes = 0
    // How long the event loop is held at a stretch: other requests wait that long meanwhile.
    const stalls = monitorEventLoopDelay({ resolution: 5 })
    stalls.enable()
    const utilisation = performance.eventLoopUtilization()
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now()
      bytes = (await renderPng(await element())).length
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
        verdicts.judge(name, ms, { atMost: TARGET_MS }, 'ms'),
    )
  }
} finally {
  await host.close()
  await drawer.close()
}
finish('previews.ts', verdicts)
