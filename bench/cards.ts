// Card API reads against a bare Fastify route (issue 2's target: ratio >= 0.5), with the full
// card data. The card data is read from PostgreSQL once per data version and held in memory;
// each listing page and card's details are kept as JSON bytes for that version (a page by its
// URL; details while their usage counts and preconstructed deck hold), and each query string's
// validation is kept too. The figures repeat one URL each, so they measure our routing, hooks
// (CORS, compression negotiation, security headers, metrics), caller resolution and those
// lookups. Compared with a bare route sending the same ready bytes (the ceiling) and one
// serialising it (the floor, printed): bench/bare.ts.
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { compareWithBare } from './bare.ts'
import { benchDatabase } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CASES = {
  'GET /v2/cards?limit=50': '/v2/cards?limit=50',
  'filtered search (q + dice + types)':
    '/v2/cards?limit=50&q=unit&dice=natural&dice=charm&types=ally&types=ready_spell&types=action_spell',
  'GET /v2/cards/{stub}/details': '/v2/cards/summon-butterfly-monk/details',
}

const verdicts = createVerdicts()
const { db, drop } = await benchDatabase()
try {
  const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench' })
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const app = await buildApp({ config, db })
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    console.log(
      `\nCard API (the same URL again: listing pages and details kept as JSON bytes per card data ` +
        `version, read from PostgreSQL per version) vs bare Fastify routes (autocannon 50 ` +
        `connections, ${ROUNDS} x ${SECONDS}s, medians)`,
    )
    await compareWithBare(
      appUrl,
      { cases: CASES, seconds: SECONDS, rounds: ROUNDS, target: 0.5 },
      verdicts,
    )
  } finally {
    await app.close()
  }
} finally {
  await drop()
}
finish('cards.ts', verdicts)
