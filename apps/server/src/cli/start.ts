import { loadConfig } from '../config.ts'
import { startServer } from '../server.ts'

const config = loadConfig()
const { app, url } = await startServer(config)
console.log(`Ashes Deckbuilder is running at ${url}/ (API at ${url}/v2, docs at ${url}/docs)`)
console.log(
  config.databaseUrl
    ? 'Database: PostgreSQL (DATABASE_URL)'
    : `Database: embedded PGlite in ${config.dataDir}`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)))
}
