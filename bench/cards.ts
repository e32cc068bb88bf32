// Card listing throughput against a bare Fastify route that serialises a constant object of the
// same size, side by side on PostgreSQL with the full card data (issue 2's target: ratio >= 0.5).
import Fastify from 'fastify'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { benchDatabase, load, median } from './support.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CASES = {
  'GET /v2/cards?limit=50': '/v2/cards?limit=50',
  'filtered search (q + dice + types)':
    '/v2/cards?limit=50&q=unit&dice=natural&dice=charm&types=ally&types=ready_spell&types=action_spell',
}

const { db, drop } = await benchDatabase()
try {
  const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench' })
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const app = await buildApp({ config, db })
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' })

  const bare = Fastify()
  const bodies: Record<string, unknown> = {}
  for (const [name, path] of Object.entries(CASES)) {
    bodies[name] = await (await fetch(`${appUrl}${path}`)).json()
  }
  Object.keys(CASES).forEach((name, index) => {
    bare.get(`/bare/${index}`, async () => bodies[name])
  })
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

  console.log(
    `\nCard API vs bare Fastify route (PostgreSQL, autocannon 50 connections, ${ROUNDS} x ${SECONDS}s, medians)`,
  )
  for (const [index, [name, path]] of Object.entries(CASES).entries()) {
    const ratios: number[] = []
    const ours: number[] = []
    const bases: number[] = []
    const p99s: number[] = []
    const bareP99s: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = await load(`${bareUrl}/bare/${index}`, SECONDS)
      const real = await load(`${appUrl}${path}`, SECONDS)
      if (real.errors || base.errors) throw new Error(`${name}: ${real.errors} errors`)
      ratios.push(real.requests / base.requests)
      ours.push(real.requests)
      bases.push(base.requests)
      p99s.push(real.p99)
      bareP99s.push(base.p99)
    }
    const ratio = median(ratios)
    console.log(
      `${name}: ${median(ours).toFixed(0)} req/s vs bare ${median(bases).toFixed(0)} req/s; ` +
        `ratio ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}; ` +
        `p99 ${median(p99s)} ms vs bare ${median(bareP99s)} ms`,
    )
  }
  await app.close()
  await bare.close()
} finally {
  await drop()
}
