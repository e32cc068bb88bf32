// The stand-in store runs in this process: one command, one Ctrl-C, one log, and a crash of
// either stops both (see the README, "The partner store").
import { loadStoreConfig } from '../../../store/src/config.ts'
import { startStore } from '../../../store/src/server.ts'
import { loadConfig } from '../config.ts'
import { startMessage, startServer } from '../server.ts'
import { StartupError } from '../start/checks.ts'

const config = loadConfig()
try {
  // With STORE_URL the site uses that store; without it, the stand-in store starts beside it.
  // It answers this site's pages, whatever their origin is set to.
  const storeConfig = config.storeUrl
    ? undefined
    : loadStoreConfig({ STORE_SITE_ORIGIN: config.publicUrl, ...process.env })
  const server = await startServer(config, storeConfig && (() => startStore(storeConfig)))
  for (const line of startMessage(config, server.url)) console.log(line)
  if (!storeConfig) console.log(`Partner store: ${config.storeUrl}/ (STORE_URL)`)
  else {
    const orders = storeConfig.databaseUrl ? 'STORE_DATABASE_URL' : storeConfig.dataDir
    console.log(
      `Partner store (stand-in, STORE_URL unset): ${server.store?.url}/, orders in ${orders}`,
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)))
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
