// Deck title searches beside the rest of the site (issue 49 item 1), on PostgreSQL with
// BENCH_SEARCH_DECKS public decks (default 100,000; bench/deck-seed.ts): an unrelated endpoint
// that reads the database on every request (`GET /v2/decks/mine`, a player's own decks, never
// cached), one connection, quiet and then while 20 anonymous connections loop
// `GET /v2/decks?q=zz<random letters>`, a word no title holds and a new one each time, so no
// count or page is kept. Before the title index (migration 0030) each such search read every
// listed title: the endpoint's p50 went from 5 ms to 4.9-6.4 s. Target: its p99 under load at
// most 50 ms; the searches' rate and refusals are printed beside it. ROUNDS rounds of SECONDS
// each (BENCH_ROUNDS, default 3; BENCH_SECONDS, default 10), median.
import { loadConfig } from '../apps/server/src/config.ts'
import { signToken } from '../apps/server/src/modules/auth/tokens.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { type BenchServer, startBenchServer } from './bench-server.ts'
import { growBenchDecks } from './deck-seed.ts'
import { benchDatabase, type LoadResult, load, loadEach, median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const DECKS = Number(process.env.BENCH_SEARCH_DECKS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SEARCHERS = 20
/** Searches each searching connection has ready; it sends them in turn. */
const SEARCHES_EACH = 2000
const TARGET_MS = 50
/** The searches start first, so the measured endpoint's whole load falls within theirs. */
const LEAD_S = 3

/** A word no bench title holds: `zz` and six random letters (digits the search would drop). */
const randomWord = () =>
  `zz${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

const verdicts = createVerdicts()
const { db, schema, drop } = await benchDatabase()
const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench' })
let server: BenchServer | undefined
try {
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const started = performance.now()
  await growBenchDecks(db, 0, DECKS)
  const seeded = ((performance.now() - started) / 1000).toFixed(0)
  server = await startBenchServer(schema)
  const { url } = server
  // A seeded player with ten decks of their own (deck-seed.ts).
  const mine = `${url}/v2/decks/mine`
  const headers = { authorization: `Bearer ${signToken(config.secretKey, 'b000001', 3600)}` }
  const check = await fetch(mine, { headers })
  if (!check.ok || (await check.json()).count < 1) throw new Error(`${mine}: ${check.status}`)
  const searchers = Array.from({ length: SEARCHERS }, () => ({
    method: 'GET',
    headers: {},
    bodies: [],
    paths: Array.from({ length: SEARCHES_EACH }, () => `/v2/decks?q=${randomWord()}`),
  }))

  const quiet: LoadResult[] = []
  const loaded: LoadResult[] = []
  const searches: LoadResult[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    quiet.push(await load(mine, SECONDS, 1, { headers }))
    const searching = loadEach(url, SECONDS + 2 * LEAD_S, searchers)
    await new Promise((resolve) => setTimeout(resolve, LEAD_S * 1000))
    loaded.push(await load(mine, SECONDS, 1, { headers }))
    searches.push(await searching)
  }
  // A round whose requests were not all answered 200 (none at all, timed out: autocannon then
  // reports 0 ms) has no latency worth the name: it counts as endless, and misses the target.
  const answered = (r: LoadResult) => r.requests > 0 && r.errors === 0
  const p = (results: LoadResult[], key: 'p50' | 'p99') =>
    median(results.map((r) => (answered(r) ? r[key] : Number.POSITIVE_INFINITY)))
  const p99 = p(loaded, 'p99')
  console.log(
    `\nTitle searches beside the site (PostgreSQL, ${DECKS.toLocaleString('en')} public decks ` +
      `seeded in ${seeded} s; ${ROUNDS} rounds x ${SECONDS} s, medians)`,
  )
  console.log(
    `GET /v2/decks/mine, 1 connection, quiet:   p50 ${p(quiet, 'p50')} ms, p99 ${p(quiet, 'p99')} ms`,
  )
  console.log(
    `  beside ${SEARCHERS} connections searching:   p50 ${p(loaded, 'p50')} ms, p99 ${p99} ms ` +
      `(${loaded.reduce((sum, r) => sum + r.errors, 0)} not answered 200)   ` +
      verdicts.judge('GET /v2/decks/mine p99 beside searches', p99, { atMost: TARGET_MS }, 'ms'),
  )
  const rate = median(searches.map((r) => r.requests))
  const refused = searches.reduce((sum, r) => sum + r.errors, 0)
  console.log(
    `GET /v2/decks?q=zz<random>, ${SEARCHERS} connections: ${rate.toFixed(0)} searches/s, ` +
      `p50 ${median(searches.map((r) => r.p50))} ms, p99 ${median(searches.map((r) => r.p99))} ms, ` +
      `${refused} not answered 200`,
  )
} finally {
  await server?.close()
  await drop()
}
finish('deck-search.ts', verdicts)
