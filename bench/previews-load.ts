// Link previews under a crowd (issue 49 item 2): CONNECTIONS anonymous clients at once, each
// asking for the preview of a different public deck (none drawn yet, the Phoenixborn's art from
// a local media host), as a link crawler sweeping the site would. The server runs in a process
// of its own (bench-server.ts); its resident set is sampled while the crowd is served. Measured
// with the pool as configured (PREVIEW_RENDERS, PREVIEW_RENDERS_WAITING: past them 503 with
// Retry-After) and, as the baseline in the same run, with a queue that never refuses (as the
// server was before: 309 MB to 1.33 GB, answers after over 60 s).
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { startBenchServer } from './bench-server.ts'
import { growBenchDecks } from './deck-seed.ts'
import { startMediaHost } from './media-host.ts'
import { benchDatabase } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 150)
/** A crowd of previews leaves room on a small server for everything else. */
const TARGET_PEAK_MB = 600
/** Every client has an answer (an image or a 503 to come back later) well inside a crawler's patience. */
const TARGET_LAST_ANSWER_S = 15
const MB = 1024 * 1024

const config = loadConfig({ SECRET_KEY: 'bench' })
const { db, schema, drop } = await benchDatabase()
const verdicts = createVerdicts()
try {
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  // Two crowds, each of decks of its own: nothing either draws is kept for the other.
  await growBenchDecks(db, 0, 2 * CONNECTIONS)
  const rows = await db.query<{ id: number; pb: string }>(
    `SELECT d.id, c.stub AS pb FROM deck d JOIN card c ON c.id = d.phoenixborn_id
     WHERE d.is_snapshot AND d.is_latest_public ORDER BY d.id`,
  )
  const host = await startMediaHost(new Set(rows.map((row) => row.pb)))
  console.log(
    `\nLink previews: ${CONNECTIONS} clients at once, each a different deck's /og/decks/{id}.png ` +
      "(not drawn yet; the Phoenixborn's art from a local media host)",
  )
  try {
    const cases = [
      ['bounded (as configured)', {}, rows.slice(0, CONNECTIONS)],
      [
        'baseline: a queue that never refuses',
        { PREVIEW_RENDERS_WAITING: '1000000' },
        rows.slice(CONNECTIONS, 2 * CONNECTIONS),
      ],
    ] as const
    for (const [name, settings, decks] of cases) {
      const server = await startBenchServer(schema, { MEDIA_URL: host.url, ...settings })
      try {
        const idle = (await server.memory()).rss
        let peak = idle
        let sampling = true
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, (await server.memory()).rss)
            await new Promise((go) => setTimeout(go, 50))
          }
        })()
        const started = performance.now()
        const answers = await Promise.all(
          decks.map(async (deck) => {
            const response = await fetch(`${server.url}/og/decks/${deck.id}.png`)
            await response.arrayBuffer()
            return { status: response.status, at: performance.now() - started }
          }),
        )
        sampling = false
        await sampler
        const count = (status: number) => answers.filter((a) => a.status === status).length
        const last = Math.max(...answers.map((a) => a.at)) / 1000
        const peakMb = peak / MB
        console.log(
          `${name}: ${count(200)} images, ${count(503)} answered 503, others ` +
            `${answers.length - count(200) - count(503)}; RSS ${(idle / MB).toFixed(0)} MB idle, ` +
            `${peakMb.toFixed(0)} MB at peak; last answer after ${last.toFixed(1)} s`,
        )
        if (name.startsWith('bounded')) {
          console.log(`  ${verdicts.judge('peak RSS', peakMb, { atMost: TARGET_PEAK_MB }, 'MB')}`)
          console.log(
            `  ${verdicts.judge('last answer', last, { atMost: TARGET_LAST_ANSWER_S }, 's')}`,
          )
        }
      } finally {
        await server.close()
      }
    }
  } finally {
    await host.close()
  }
} finally {
  await drop()
}
finish('previews-load.ts', verdicts)
