// Pages served with their link-preview tags and static content (issue 19 items 1 and 2), on
// PostgreSQL with 100,000 public decks: what a deck page costs beyond the API answer it is built
// from (the page makes that same request internally, then renders), and the sitemap's index and
// its decks files (one primary-key range each). Latencies one request at a time, medians.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { growBenchDecks } from './deck-seed.ts'
import { benchDatabase, median } from './support.ts'

const DECKS = Number(process.env.BENCH_PAGE_DECKS ?? 100_000)
const SAMPLES = 200

async function time(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: status ${response.status}`)
  return performance.now() - started
}

const ms = (values: number[]) => `${median(values).toFixed(2)} ms`

const { db, drop } = await benchDatabase()
const webDist = mkdtempSync(join(tmpdir(), 'ashes-bench-pages-'))
// The built index.html's shape (apps/web/index.html): what pages cut and fill.
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
    '<meta name="description" content="Card database and deckbuilder for the Ashes card game" />' +
    '<title>Ashes Deckbuilder</title><script type="module" src="/assets/app.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
)
try {
  const config = { ...loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench' }), webDist }
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const seeding = performance.now()
  // The deck bench's decks, as the publish flow leaves them.
  await growBenchDecks(db, 0, DECKS)
  const seconds = ((performance.now() - seeding) / 1000).toFixed(0)
  console.log(`\nPages and sitemap (PostgreSQL, ${DECKS} public decks seeded in ${seconds} s)`)
  const app = await buildApp({ config, db })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const ids = (
    await db.query<{ id: number }>(
      `SELECT source_id AS id FROM deck WHERE is_latest_public ORDER BY id LIMIT ${SAMPLES * 2}`,
    )
  ).map((row) => row.id)

  // Uncached: each deck asked for once (half through the API, half as a page), so neither
  // answer comes from the public-deck cache. Cached: one deck asked for again and again.
  const coldApi: number[] = []
  const coldPage: number[] = []
  for (const [index, id] of ids.entries()) {
    if (index % 2) coldPage.push(await time(`${url}/decks/${id}/`))
    else coldApi.push(await time(`${url}/v2/decks/${id}`))
  }
  const warmApi: number[] = []
  const warmPage: number[] = []
  for (let round = 0; round < SAMPLES; round += 1) {
    warmApi.push(await time(`${url}/v2/decks/${ids[0]}`))
    warmPage.push(await time(`${url}/decks/${ids[0]}/`))
  }
  console.log(`Deck page vs its API answer (${SAMPLES} each, one at a time, medians):`)
  console.log(`  uncached: GET /v2/decks/{id} ${ms(coldApi)}, GET /decks/{id}/ ${ms(coldPage)}`)
  console.log(`  cached:   GET /v2/decks/{id} ${ms(warmApi)}, GET /decks/{id}/ ${ms(warmPage)}`)

  // The index is kept while the public decks stay as they were; after a change it reads them all.
  const indexTimes: number[] = []
  for (let round = 0; round < 5; round += 1) {
    await db.query('SELECT public_decks_changed()')
    await new Promise((go) => setTimeout(go, 200))
    indexTimes.push(await time(`${url}/sitemap.xml`))
  }
  const index = await (await fetch(`${url}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/decks-\d+\.xml)<\/loc>/g)].map(
    (match) => match[1],
  )
  const fileTimes: number[] = []
  let urls = 0
  for (const file of files) {
    const started = performance.now()
    const text = await (await fetch(`${url}${file}`)).text()
    fileTimes.push(performance.now() - started)
    urls += text.split('<url>').length - 1
  }
  console.log(
    `Sitemap: index (${files.length} decks files) rebuilt after a change in ${ms(indexTimes)}; ` +
      `a decks file in ${ms(fileTimes)}; ${urls} deck URLs in all`,
  )
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT coalesce(source_id, id) FROM deck
     WHERE id >= 0 AND id < 50000 AND is_latest_public ORDER BY id`,
  )
  console.log(`  decks file query plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`)
  await app.close()
} finally {
  await drop()
  rmSync(webDist, { recursive: true, force: true })
}
