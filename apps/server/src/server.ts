import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { type Config, siteOrigin } from './config.ts'
import type { Db } from './db/client.ts'
import { openMigratedDb } from './db/open.ts'
import { hasNoCards, importCardData } from './modules/card-data/import.ts'
import { checkPortFree, lockDataDir, portInUse } from './start/checks.ts'

/** Seeds an empty database from CARD_DATA_DIR, so a fresh install has the cards. */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  log: (line: string) => void,
): Promise<void> {
  if (!config.cardDataDir || !(await hasNoCards(db))) return
  await importCardData(db, config.cardDataDir)
  log(`Imported the card data of ${config.cardDataDir}.`)
}

/** What `npm start` prints once the server listens at `url`. */
export function startMessage(config: Config, url: string): string[] {
  return [
    `Ashes Deckbuilder is running at ${url}/ (API at ${url}/v2, docs at ${url}/docs)`,
    ...(config.publicUrl === url ? [] : [`Public URL (links in mail): ${config.publicUrl}/`]),
    config.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.dataDir}`,
  ]
}

/** A service that runs beside the site (the stand-in partner store), stopped with it. */
export interface Companion {
  url: string
  close(): Promise<void>
}

/** A listening server; `close` stops it, then its database, then frees the data directory. */
export interface RunningServer {
  app: FastifyInstance
  url: string
  /** The partner store started beside this server, when there is one. */
  store: Companion | undefined
  close(): Promise<void>
}

/**
 * Opens the database and listens. A port in use or a data directory held by another server is
 * found before the database is opened, and reported as a StartupError. `startStore`, when
 * given, starts a store after those checks (so a refused server starts none) and the site
 * points at it.
 */
export async function startServer(
  config: Config,
  startStore?: () => Promise<Companion>,
): Promise<RunningServer> {
  await checkPortFree(config)
  const lock = lockDataDir(config)
  let db: Db | undefined
  let app: FastifyInstance | undefined
  let store: Companion | undefined
  // The database closes after the app, whose own close hooks still use it (to stop listening).
  const close = async () => {
    await app?.close()
    await db?.close()
    await store?.close()
    lock?.release()
  }
  try {
    if (startStore) {
      store = await startStore()
      config = { ...config, storeUrl: store.url }
    }
    db = await openMigratedDb(config, (maintenance) =>
      seedIfEmpty(maintenance, config, (line) => console.log(line)),
    )
    app = await buildApp({ config, db, logger: process.env.LOG_REQUESTS === '1' })
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await close()
    // Another process may take the port between the check and the listen.
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portInUse(config) : error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return { app, url: siteOrigin(config.host, port), store, close }
}
