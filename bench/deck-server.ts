// The server under test of the deck bench (bench/decks.ts), in a process of its own so neither
// the bench's work nor its memory counts as the server's: started by `startBenchServer` of
// bench-server.ts with the bench schema in BENCH_SCHEMA, it builds the app on that schema, listens,
// sends its address over IPC, and answers each 'memory' message with its process.memoryUsage()
// and each 'connections' message with how many connections it has accepted.

import { openDb } from '@ashes/runtime'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { PG_URL } from './support.ts'

const schema = process.env.BENCH_SCHEMA
if (!schema || !process.send) throw new Error('run by startBenchServer (bench/bench-server.ts)')
const settings = JSON.parse(process.env.BENCH_SETTINGS ?? '{}')
const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: '/tmp/ashes-bench', ...settings })
const db = openDb({ url: PG_URL, schema })
const app = await buildApp({ config, db })
const url = await app.listen({ port: 0, host: '127.0.0.1' })
// Connections accepted so far: a load of keep-alive connections opens each once.
let connections = 0
app.server.on('connection', () => {
  connections += 1
})
process.on('message', async (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() })
  if (message === 'connections') process.send?.({ connections })
  if (message === 'close') {
    await app.close()
    await db.close()
    process.exit(0)
  }
})
process.send({ url })
