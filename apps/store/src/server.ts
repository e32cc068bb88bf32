import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { siteOrigin } from '../../server/src/config.ts'
import type { Db } from '../../server/src/db/client.ts'
import { checkPortFree, portInUse, StartupError } from '../../server/src/start/checks.ts'
import { type HeldLock, tryLock } from '../../server/src/start/lock-file.ts'
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
  if (config.databaseUrl) return undefined
  mkdirSync(config.dataDir, { recursive: true })
  const lock = tryLock(join(config.dataDir, 'store.lock'))
  if ('holder' in lock) {
    throw new StartupError(
      `Another store is using the data directory ${config.dataDir} (pid ${lock.holder}). ` +
        'Stop it, or start this one with another DATA_DIR.',
    )
  }
  process.once('exit', () => lock.release())
  return lock
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
