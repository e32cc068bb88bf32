// Pages served with their link-preview tags and content (issue 19 items 1 and 2, issue 53 item 4),
// on PostgreSQL with 100,000 public decks, by the production server (npm run start:prod, its own
// process) with the production web build (the
// server renders pages with the app's own components from its server build): what a deck page
// costs beyond the API answer it is built from (the page makes that same request internally, then
// renders), and the sitemap's index and its decks files (one primary-key range each). Latencies
// one request at a time, medians. Targets (issue 53): the render of a deck page not kept (its
// API answer kept) in under 5 ms over HTTP, median of 200 decks each asked for once; deck and
// card pages kept by the versions they depend on served at >= 5,000 req/s at 50 connections
// (autocannon from a process of its own, BENCH_ROUNDS x BENCH_SECONDS, alternating with the
// API's answer for the same deck or card, median), printed beside the API's figures.
import { growBenchDecks } from './deck-seed.ts'
import { productionSite } from './production-site.ts'
import { load, median, PRODUCTION_SERVER, startServer } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const DECKS = Number(process.env.BENCH_PAGE_DECKS ?? 100_000)
const SAMPLES = 200
/** Decks whose pages are rendered first, unmeasured, so the figures are of a warmed process. */
const WARM_DECKS = 200
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 50
const UNCACHED_TARGET_MS = 5
const THROUGHPUT_TARGET = 5000

async function time(url: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: status ${response.status}`)
  return performance.now() - started
}

const ms = (values: number[]) => `${median(values).toFixed(2)} ms`

/** Requests per second at CONNECTIONS connections: `paths` in turn, ROUNDS each, medians. */
async function throughput(url: string, paths: string[]): Promise<number[]> {
  const rounds: number[][] = paths.map(() => [])
  // Each rendered once first: the figure is of the kept page, not of 50 first renders at once.
  for (const path of paths) await time(`${url}${path}`)
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, path] of paths.entries()) {
      const result = await load(`${url}${path}`, SECONDS, CONNECTIONS)
      // A load answered with errors measured nothing the target asks for.
      rounds[index]?.push(result.errors ? Number.NaN : result.requests)
    }
  }
  return rounds.map((values) => (values.some(Number.isNaN) ? Number.NaN : median(values)))
}

const verdicts = createVerdicts()
const { db, env, close } = await productionSite('pages')
try {
  const seeding = performance.now()
  // The deck bench's decks, as the publish flow leaves them.
  await growBenchDecks(db, 0, DECKS)
  const seconds = ((performance.now() - seeding) / 1000).toFixed(0)
  console.log(`\nPages and sitemap (PostgreSQL, ${DECKS} public decks seeded in ${seconds} s)`)
  // The production server (npm run start:prod), in a process of its own: the bench's requests
  // cost it nothing, and the server's build of the web app is loaded by plain Node as in
  // production (under tsx, its transform adds work to every function the render creates).
  const server = await startServer(PRODUCTION_SERVER, env)
  const { url } = server
  const ids = (
    await db.query<{ id: number }>(
      `SELECT coalesce(source_id, id) AS id FROM deck WHERE is_latest_public ORDER BY id LIMIT ${SAMPLES * 2 + WARM_DECKS}`,
    )
  ).map((row) => row.id)

  // Uncached: each deck asked for once (half through the API, half as a page), so neither
  // answer comes from the public-deck cache. Rendered: the page of a deck whose API answer was
  // just asked for, so the page is not kept but the data it reads is (the render's own cost, as
  // after a publish the API's answer is read again anyway). Cached: one deck again and again.
  // A server that has been running renders with its code compiled: the first pages a fresh
  // process renders (other decks' than those measured) are left out of the figures.
  for (const id of ids.splice(0, WARM_DECKS)) {
    await time(`${url}/v2/decks/${id}`)
    await time(`${url}/decks/${id}/`)
  }
  const coldApi: number[] = []
  const coldPage: number[] = []
  const rendered: number[] = []
  for (const [index, id] of ids.entries()) {
    if (index % 2) coldPage.push(await time(`${url}/decks/${id}/`))
    else {
      coldApi.push(await time(`${url}/v2/decks/${id}`))
      rendered.push(await time(`${url}/decks/${id}/`))
    }
  }
  const warmApi: number[] = []
  const warmPage: number[] = []
  for (let round = 0; round < SAMPLES; round += 1) {
    warmApi.push(await time(`${url}/v2/decks/${ids[0]}`))
    warmPage.push(await time(`${url}/decks/${ids[0]}/`))
  }
  console.log(`Deck page vs its API answer (${SAMPLES} each, one at a time, medians):`)
  console.log(`  uncached: GET /v2/decks/{id} ${ms(coldApi)}, GET /decks/{id}/ ${ms(coldPage)}`)
  const judged = verdicts.judge(
    'uncached deck page render',
    median(rendered),
    { atMost: UNCACHED_TARGET_MS },
    'ms',
  )
  console.log(`  page not kept, its API answer kept: GET /decks/{id}/ ${ms(rendered)} (${judged})`)
  console.log(`  cached:   GET /v2/decks/{id} ${ms(warmApi)}, GET /decks/{id}/ ${ms(warmPage)}`)

  // Cached pages at 50 connections beside the API's answers they are made from.
  const [card] = await db.query<{ stub: string }>(
    `SELECT c.stub FROM deck d JOIN card c ON c.id = d.phoenixborn_id
     WHERE d.is_latest_public AND coalesce(d.source_id, d.id) = $1`,
    [ids[0]],
  )
  const cases = [
    { name: 'deck', api: `/v2/decks/${ids[0]}`, page: `/decks/${ids[0]}/` },
    { name: 'card', api: `/v2/cards/${card?.stub}`, page: `/cards/${card?.stub}/` },
  ]
  console.log(
    `Cached pages beside their API answers (autocannon ${CONNECTIONS} connections, ` +
      `${ROUNDS} x ${SECONDS} s each, alternating, median req/s):`,
  )
  for (const { name, api, page } of cases) {
    const [apiRate = Number.NaN, pageRate = Number.NaN] = await throughput(url, [api, page])
    const judged = verdicts.judge(`cached ${name} page req/s`, pageRate, {
      atLeast: THROUGHPUT_TARGET,
    })
    const rate = (value: number) => (Number.isNaN(value) ? 'errors' : `${value.toFixed(0)} req/s`)
    console.log(
      `  ${name}: GET ${api} ${rate(apiRate)}, GET ${page} ${rate(pageRate)} (${judged}; ` +
        `${(pageRate / apiRate).toFixed(2)} of the API's)`,
    )
  }

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
  await server.stop()
} finally {
  await close()
}
finish('pages.ts', verdicts)
