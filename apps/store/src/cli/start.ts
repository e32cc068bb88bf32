// The stand-in partner store on its own (`npm start --workspace apps/store`); `npm start` runs
// it beside the site when STORE_URL is unset.
import { StartupError } from '@ashes/runtime'
import { loadStoreConfig } from '../config.ts'
import { startStore } from '../server.ts'

try {
  const config = loadStoreConfig()
  const store = await startStore(config)
  console.log(`Partner store (stand-in) is running at ${store.url}/ for ${config.siteOrigin}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void store.close().then(() => process.exit(0)))
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
