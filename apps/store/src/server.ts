import {
  checkPortFree,
  type Db,
  type HeldLock,
  lockDataDir,
  portInUse,
  siteOrigin,
} from '@ashes/runtime'
import type { FastifyInstance } from 'fastify'
import { buildStoreApp } from './app.ts'
import { readProductsFile, replaceCatalogue } from './catalogue.ts'
import type { StoreConfig } from './config.ts'
import { openStoreDb } from './db.ts'

export interface RunningStore {
  app: FastifyInstance
  db: Db
  /** Where the store answers (`{url}/products/`), for STORE_URL. */
  url: string
  close(): Promise<void>
}

/** The embedded store database belongs to one process, as the site's does (server.lock). */
function lockStoreDir(config: StoreConfig): HeldLock | undefined {
  return lockDataDir(
    config,
    'store.lock',
    (dataDir, holder) =>
      `Another store is using the data directory ${dataDir} (pid ${holder}). ` +
      'Stop it, or start this one with another DATA_DIR.',
  )
}

/**
 * Opens the store's database, loads the catalogue of the products file into it and listens.
 * A broken products file, a port in use or a held data directory stop it before it listens.
 */
export async function startStore(config: StoreConfig): Promise<RunningStore> {
  const products = readProductsFile(config.productsFile)
  await checkPortFree(config, 'STORE_PORT')
  const lock = lockStoreDir(config)
  let db: Db | undefined
  let app: FastifyInstance | undefined
  const close = async () => {
    await app?.close()
    await db?.close()
    lock?.release()
  }
  try {
    db = await openStoreDb(config)
    await replaceCatalogue(db, products)
    app = await buildStoreApp({ config, db, logger: process.env.LOG_REQUESTS === '1' })
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await close()
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    throw inUse ? portInUse(config, 'STORE_PORT') : error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return { app, db, url: siteOrigin(config.host, port), close }
}
