// Discovery at 10,000 and 100,000 public decks (issue 29, "Scale and honesty"), on PostgreSQL:
// the bench decks of bench/deck-seed.ts, measured at 10,000, then the same database grown to
// 100,000 and measured again. Each figure is the p99 of requests sent one at a time to the server
// in its own process (bench/deck-server.ts): a card's often-played-with cards (cards from the most
// to the least played), a deck's "decks like this", and the builder's suggestions for a deck's
// Phoenixborn and cards. Target: p99 < 20 ms at each size. Also printed, not judged: the first
// request after the public decks changed, which waits for the server to bring its index up to
// date: after the corpus grew (thousands of decks read), after ten decks were published, and
// after a like (one snapshot changed in place). And the CPU time (in this process, as the
// server's) of reading the index whole and of bringing it up to date after each change.
// A missed target makes the exit status non-zero (bench/verdict.ts).
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import {
  readDeckIndex,
  updateDeckIndex,
} from '../apps/server/src/modules/discovery/deck-index-reads.ts'
import { type BenchServer, startBenchServer } from './bench-server.ts'
import { growBenchDecks } from './deck-seed.ts'
import { benchDatabase } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500)
/** Multiples of ten, from 510 (BENCH_DECKS=1000,5000 for a quick try). */
const SIZES = (process.env.BENCH_DECKS ?? '10000,100000').split(',').map(Number)
const P99_TARGET_MS = 20

const verdicts = createVerdicts()
const { db, schema, drop } = await benchDatabase()
const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench' })

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN
}

/** CPU time of this process (user and system) that `work` takes, in ms. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage()
  await work()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}

async function timed(url: string): Promise<number> {
  const began = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: status ${response.status}`)
  return performance.now() - began
}

/** What the requests ask about: cards by how many decks hold them, decks, decks' contents. */
async function subjects() {
  const cards = await db.query<{ stub: string }>(
    `SELECT c.stub FROM deck d, unnest(d.card_ids) AS card_id JOIN card c ON c.id = card_id
     WHERE d.is_latest_public AND d.title LIKE 'Bench deck %'
     GROUP BY c.stub ORDER BY count(*) DESC, c.stub`,
  )
  const decks = await db.query<{ id: number; pb: string; cards: string[] }>(
    `SELECT d.id, pb.stub AS pb, ARRAY(SELECT c.stub FROM unnest(d.card_ids) AS card_id
       JOIN card c ON c.id = card_id ORDER BY c.stub) AS cards
     FROM deck d JOIN card pb ON pb.id = d.phoenixborn_id
     WHERE d.is_latest_public AND d.title LIKE 'Bench deck %'
     ORDER BY d.id % 997, d.id LIMIT 200`,
  )
  return { cards: cards.map((row) => row.stub), decks }
}

let app: BenchServer | undefined
const rows: { name: string; figures: number[] }[] = []
const figure = (name: string) => {
  const row = rows.find((found) => found.name === name) ?? { name, figures: [] }
  if (!rows.includes(row)) rows.push(row)
  return row
}
try {
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  app = await startBenchServer(schema)
  const base = `${app.url}/v2/discovery`
  let grown = 0
  for (const size of SIZES) {
    const started = performance.now()
    await growBenchDecks(db, grown, size)
    grown = size
    console.log(`Seeded ${size} decks in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    const { cards, decks } = await subjects()
    // The server's index, read and updated here too, to print the CPU it takes in its process.
    let index = await readDeckIndex(db)
    figure('index read whole, CPU').figures.push(
      await cpuOf(async () => {
        index = await readDeckIndex(db)
      }),
    )
    const first = await timed(`${base}/meta`)
    const paths: Record<string, (i: number) => string> = {
      'GET /v2/discovery/cards/{stub}': (i) => `${base}/cards/${cards[i % cards.length]}`,
      'GET /v2/discovery/decks/{id}': (i) => `${base}/decks/${decks[i % decks.length]?.id}`,
      'GET /v2/discovery/suggestions': (i) => {
        const deck = decks[i % decks.length]
        // The deck as it was being built: its first cards, one more each request.
        const held = deck?.cards.slice(0, 1 + (i % (deck.cards.length || 1))) ?? []
        return `${base}/suggestions?phoenixborn=${deck?.pb}&${held.map((c) => `card=${c}`).join('&')}`
      },
    }
    figure('first request after the corpus grew').figures.push(first)
    for (const [name, path] of Object.entries(paths)) {
      // Warm: the server's first answers compile its code.
      for (let i = 0; i < 20; i += 1) await timed(path(i))
      const times: number[] = []
      for (let i = 0; i < REQUESTS; i += 1) times.push(await timed(path(i)))
      figure(`${name}, p99`).figures.push(p99(times))
      figure(`${name}, p50`).figures.push([...times].sort((a, b) => a - b)[times.length >> 1] ?? 0)
    }
    // Ten decks published, then one like: each moves the public-deck version, and the next
    // request waits for the server to bring its index up to date by the change. The server hears
    // of a change by a notice, given time to arrive: the request timed is the one that updates
    // the index (the notice alone makes no work).
    await growBenchDecks(db, size, size + 10)
    grown = size + 10
    await new Promise((resolve) => setTimeout(resolve, 500))
    figure('index update after 10 published, CPU').figures.push(
      await cpuOf(() => updateDeckIndex(db, index)),
    )
    figure('first request after 10 decks published').figures.push(
      await timed(`${base}/decks/${decks[0]?.id}`),
    )
    const [liked] = decks
    await db.query(
      `INSERT INTO deck_like (deck_id, player_id)
       SELECT coalesce(source_id, id), (SELECT max(id) FROM player WHERE id <> player_id)
       FROM deck WHERE id = $1`,
      [liked?.id],
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    figure('index update after a like, CPU').figures.push(
      await cpuOf(() => updateDeckIndex(db, index)),
    )
    figure('first request after a like').figures.push(await timed(`${base}/decks/${decks[1]?.id}`))
  }
  const pad = (text: string, width: number) => text.padStart(width)
  console.log(
    `\nDiscovery at ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} public decks ` +
      `(PostgreSQL; ${REQUESTS} requests one at a time per figure and size)`,
  )
  console.log(
    `${'figure'.padEnd(44)}${SIZES.map((s) => pad(s.toLocaleString('en'), 10)).join('')}  verdict`,
  )
  for (const { name, figures } of rows) {
    const judged = name.endsWith('p99')
      ? figures.map((value, i) =>
          verdicts.judge(`${name} at ${SIZES[i]}`, value, { atMost: P99_TARGET_MS }, 'ms'),
        )
      : ['(printed, not judged)']
    const shown = figures.map((value) => pad(`${value.toFixed(1)} ms`, 10)).join('')
    console.log(`${name.padEnd(44)}${shown}  ${judged.at(-1)}`)
  }
} finally {
  await app?.close()
  await drop()
}
finish('discovery.ts', verdicts)
