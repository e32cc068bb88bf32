// Printed proxies (issue 19 item 3): how long building one proxies PDF takes, the work of a
// GET /v2/decks/{id}/proxies.pdf past reading the deck. A 30-card deck (The Mist Guardian,
// 31 proxies with its Phoenixborn) with the media host down, so every card is drawn; with every
// card's image fetched from a media host (a local one, bench/media-host.ts, serving images of
// the real host's size after its delay) and embedded, as the first sheet of these cards costs;
// and with those images already in memory, as a sheet printed again. Medians of ROUNDS builds each.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { Card } from '@ashes/api'
import { cardSections } from '@ashes/game'
import { loadConfig } from '../apps/server/src/config.ts'
import { type CardImage, CardImages } from '../apps/server/src/modules/proxies/card-images.ts'
import type { ProxyCard } from '../apps/server/src/modules/proxies/copies.ts'
import { proxySheet } from '../apps/server/src/modules/proxies/sheet.ts'
import { CARD_HEIGHT, CARD_WIDTH, DELAY_MS, startMediaHost } from './media-host.ts'
import { median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
/** A sheet within this is a print click answered at once. */
const TARGET_MS = 500

const dataDir = loadConfig({ SECRET_KEY: 'bench' }).cardDataDir
if (!dataDir) throw new Error('No card data found (CARD_DATA_DIR)')
const cards: Card[] = JSON.parse(readFileSync(join(dataDir, 'cards.json'), 'utf8'))
const decks: {
  title: string
  phoenixborn: string
  is_legacy: boolean
  cards: { stub: string; count: number }[]
}[] = JSON.parse(readFileSync(join(dataDir, 'decks-preconstructed.json'), 'utf8'))
const card = (stub: string) => {
  const found = cards.find((c) => c.stub === stub)
  if (!found) throw new Error(`No card ${stub}`)
  return found
}
const deck = decks.find((d) => d.title === 'The Mist Guardian' && !d.is_legacy)
if (!deck) throw new Error('No Mist Guardian in the card data')
const entries = deck.cards.map((entry) => ({ ...card(entry.stub), count: entry.count }))
const copies: ProxyCard[] = [
  { card: card(deck.phoenixborn), legacy: false },
  ...cardSections(entries).flatMap((section) =>
    section.cards.flatMap((entry) =>
      Array.from({ length: entry.count }, () => ({ card: card(entry.stub), legacy: false })),
    ),
  ),
]

// The card images come from a local media host (bench/media-host.ts): each card its own
// 300 x 420 JPEG of a real card image's size, answered after 50 to 100 ms, fetched as the route
// fetches them (CardImages: a few at once, kept in memory afterwards).
const host = await startMediaHost(copies.map((copy) => copy.card.stub))
const refs = copies.map((copy) => ({ stub: copy.card.stub, legacy: copy.legacy }))
const urlOf = (copy: ProxyCard) =>
  CardImages.url(host.url, { stub: copy.card.stub, legacy: copy.legacy })
const imagesOf = (found: Map<string, CardImage>) => (copy: ProxyCard) => found.get(urlOf(copy))
const kept = new CardImages(host.url)

/** One case: the images the sheet gets (and the time spent fetching them), then the sheet. */
const CASES: Record<string, () => Promise<(copy: ProxyCard) => CardImage | undefined>> = {
  'media host down, every card drawn': async () => () => undefined,
  // The first sheet with these cards: every image is fetched from the host, then embedded.
  'card images fetched from the media host and embedded': async () =>
    imagesOf(await new CardImages(host.url).images(refs)),
  // A deck printed again: the images are in memory already, only embedded.
  'card images kept in memory and embedded': async () => imagesOf(await kept.images(refs)),
}

const sizes = [...host.images.values()].map((image) => image.length / 1024)
console.log(
  `\nProxies PDF of a 30-card deck (${copies.length} proxies, A4), median of ${ROUNDS} builds; ` +
    `the media host (local) serves ${host.images.size} card images of ${CARD_WIDTH} x ${CARD_HEIGHT} px, ` +
    `JPEG of ${Math.min(...sizes).toFixed(0)}-${Math.max(...sizes).toFixed(0)} KB, each after ` +
    `${DELAY_MS.min}-${DELAY_MS.max} ms`,
)
const verdicts = createVerdicts()
try {
  for (const [name, images] of Object.entries(CASES)) {
    let fetched = 0
    const build = async () => {
      const started = performance.now()
      const imageOf = await images()
      fetched = performance.now() - started
      return proxySheet({ title: deck.title, paper: 'a4', copies, imageOf })
    }
    for (let warm = 0; warm < 2; warm += 1) await build()
    const times: number[] = []
    const fetches: number[] = []
    let bytes = 0
    // How long the event loop is held at a stretch: other requests wait that long meanwhile.
    const stalls = monitorEventLoopDelay({ resolution: 5 })
    stalls.enable()
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now()
      bytes = (await build()).length
      times.push(performance.now() - started)
      fetches.push(fetched)
      // Past fetching, the build never waits on anything but promises: the loop's timers (the
      // delay monitor's too) run only between builds, so a pause lets it see how long each build held the loop.
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    stalls.disable()
    const ms = median(times)
    const waited = median(fetches)
    console.log(
      `${name}: ${ms.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}` +
        `${waited >= 1 ? `, of which getting the images ${waited.toFixed(0)}` : ''}, ${(bytes / 1024).toFixed(0)} KB, ` +
        `event loop held at most ${(stalls.max / 1e6).toFixed(0)} ms at a stretch) ` +
        verdicts.judge(name, ms, { atMost: TARGET_MS }, 'ms'),
    )
  }
} finally {
  await host.close()
}
finish('proxies.ts', verdicts)
