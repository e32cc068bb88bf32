// Printed proxies (issue 19 item 3): how long building one proxies PDF takes, the work of a
// GET /v2/decks/{id}/proxies.pdf past reading the deck. A 30-card deck (The Mist Guardian,
// 31 proxies with its Phoenixborn) with the media host down, so every card is drawn, and with
// an image for every card. Medians of ROUNDS builds each.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { Card } from '@ashes/api'
import { cardSections } from '@ashes/game'
import { loadConfig } from '../apps/server/src/config.ts'
import type { CardImage } from '../apps/server/src/modules/proxies/card-images.ts'
import type { ProxyCard } from '../apps/server/src/modules/proxies/copies.ts'
import { proxySheet } from '../apps/server/src/modules/proxies/sheet.ts'
import { median } from './support.ts'

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

// A 12 x 16 px JPEG: the size of the file matters little, its embedding does.
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIABAADAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMi2t4GtoiYYySgJJUeldsYx5VocspO71M3Vo0juVCIqjYDhRjuawrJKWhtSba1NK2uIFtogZowQgBBYelbxlHlWpjKLu9DN1aRJLlSjqw2AZU57msKzTlobUk0tT//Z',
  'base64',
)
const images = new Map<string, CardImage>(
  copies.map((copy) => [copy.card.stub, { format: 'jpg', bytes: new Uint8Array(jpeg) }]),
)

const CASES: Record<string, (copy: ProxyCard) => CardImage | undefined> = {
  'media host down, every card drawn': () => undefined,
  'an image for every card': (copy) => images.get(copy.card.stub),
}

console.log(
  `\nProxies PDF of a 30-card deck (${copies.length} proxies, A4), median of ${ROUNDS} builds`,
)
let met = true
for (const [name, imageOf] of Object.entries(CASES)) {
  const build = () => proxySheet({ title: deck.title, paper: 'a4', copies, imageOf })
  for (let warm = 0; warm < 2; warm += 1) await build()
  const times: number[] = []
  let bytes = 0
  // How long the event loop is held at a stretch: other requests wait that long meanwhile.
  const stalls = monitorEventLoopDelay({ resolution: 5 })
  stalls.enable()
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now()
    bytes = (await build()).length
    times.push(performance.now() - started)
    // The build never waits on anything but promises: the loop's timers (the delay monitor's
    // too) run only between builds, so a pause lets it see how long each build held the loop.
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  stalls.disable()
  const ms = median(times)
  met &&= ms <= TARGET_MS
  console.log(
    `${name}: ${ms.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, ${(bytes / 1024).toFixed(0)} KB, ` +
      `event loop held at most ${(stalls.max / 1e6).toFixed(0)} ms at a stretch) ` +
      `target <= ${TARGET_MS} ms ${ms <= TARGET_MS ? 'OK' : 'ABOVE TARGET'}`,
  )
}
process.exit(met ? 0 : 1)
