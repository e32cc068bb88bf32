// Peak memory of printed proxies (issue 24 item 5): the process's resident set while rendering
// the proxies PDF of the largest deck a player can save (100 cards of every summon there is, so
// the conjuration pile is as large as the card pool makes it, with conjurations=true), as the
// server renders it: in its render pool's worker threads, the PDF streamed out. Once alone and
// with three requests at once (a 39,500-card deck took 3.1 GB for one before the limits). Cards
// carry images as the media host serves them (about 150 KB each), and in the worst case the
// host allows (every image at the 2 MB cap, up to a sheet's 32 MB of images).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Card } from '@ashes/api'
import { DECK_CARD_LIMIT } from '@ashes/game'
import { loadConfig } from '../apps/server/src/config.ts'
import type { CardImage } from '../apps/server/src/modules/proxies/card-images.ts'
import type { ProxyCard } from '../apps/server/src/modules/proxies/copies.ts'
import { RenderPool } from '../apps/server/src/modules/proxies/render-pool.ts'
import { imageKey, type RenderJob } from '../apps/server/src/modules/proxies/render-protocol.ts'
import { cardJpeg } from './media-host.ts'
import { createVerdicts, finish } from './verdict.ts'

/** Above this, three sheets at once would crowd a small server (the limits' purpose). */
const TARGET_MB = 600
const MB = 1024 * 1024

const { cardDataDir, proxyRenders } = loadConfig({ SECRET_KEY: 'bench' })
if (!cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
const cards: Card[] = JSON.parse(readFileSync(join(cardDataDir, 'cards.json'), 'utf8'))
const byName = new Map(cards.map((card) => [card.name, card]))
const conjured = (card: Card) => /Conjur/.test(card.type)

// Every summon (a deck card that conjures), then Root Armor up to the deck limit.
const summons = cards.filter((c) => !conjured(c) && c.type !== 'Phoenixborn' && c.conjurations)
const deck = summons.slice(0, DECK_CARD_LIMIT)
while (deck.length < DECK_CARD_LIMIT) deck.push(byName.get('Root Armor') as Card)
const pile = new Set<Card>()
const visit = (card: Card) => {
  for (const ref of card.conjurations ?? []) {
    const found = byName.get(ref.name)
    if (found && !pile.has(found)) {
      pile.add(found)
      visit(found)
    }
  }
}
deck.forEach(visit)
const copies: ProxyCard[] = [
  ...deck.map((card) => ({ card, legacy: false })),
  ...[...pile].flatMap((card) =>
    Array.from({ length: Number(card.copies ?? 1) }, () => ({ card, legacy: false })),
  ),
]

// A card image as the bench's media host makes it (a real JPEG of 300 x 420 px), padded after
// its end marker to the size of each case. It was read out of proxies.ts, which no longer
// embeds one since it fetches its images from that host, and the bench stopped with an error.
const small = cardJpeg('root-armor')
const padded = (bytes: number) => {
  const image = new Uint8Array(bytes)
  image.set(small)
  return { format: 'jpg', bytes: image } satisfies CardImage
}
function job(imageBytes: number, budget: number): RenderJob {
  const images: [string, CardImage][] = []
  let held = 0
  for (const key of new Set(copies.map(imageKey))) {
    if (held + imageBytes > budget) break
    held += imageBytes
    images.push([key, padded(imageBytes)])
  }
  return { title: 'Largest deck', paper: 'a4', copies, images }
}

const pool = new RenderPool(proxyRenders)
const render = (sheet: RenderJob) =>
  new Promise<number>((resolve, reject) => {
    let size = 0
    const out = pool.render(sheet, () => {})
    out.on('data', (chunk: Buffer) => {
      size += chunk.length
    })
    out.on('end', () => resolve(size))
    out.on('error', reject)
  })

/** Renders `count` sheets at once, sampling the resident set; the peak in MB. */
async function peakRss(sheet: () => RenderJob, count: number) {
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 5)
  const sizes = await Promise.all(Array.from({ length: count }, () => render(sheet())))
  clearInterval(sampler)
  return { peak: peak / MB, pdfMb: (sizes[0] ?? 0) / MB }
}

await render(job(150 * 1024, 32 * MB)) // warm: workers started, code loaded
const baseline = process.memoryUsage().rss / MB
console.log(
  `\nPeak RSS rendering the proxies of the largest deck (${copies.length} proxies, ` +
    `${Math.ceil(copies.length / 9)} pages; ${proxyRenders.concurrency} renderers), ` +
    `process at ${baseline.toFixed(0)} MB before`,
)
const verdicts = createVerdicts()
for (const [name, imageBytes] of [
  ['150 KB images', 150 * 1024],
  ['2 MB images, 32 MB a sheet', 2 * MB],
] as const) {
  for (const count of [1, 3]) {
    const { peak, pdfMb } = await peakRss(() => job(imageBytes, 32 * MB), count)
    console.log(
      `${name}, ${count} at once: peak RSS ${peak.toFixed(0)} MB (PDF ${pdfMb.toFixed(1)} MB) ` +
        verdicts.judge(`${name}, ${count} at once`, peak, { atMost: TARGET_MB }, 'MB'),
    )
  }
}
finish('proxies-memory.ts', verdicts)
// The pool's worker threads would keep the process alive.
process.exit()
