import { checkPortFree, type Db, portInUse, siteOrigin } from '@ashes/runtime'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { openMigratedDb } from './db/open.ts'
import { seedCardDataIfEmpty } from './modules/card-data/import.ts'
import { lockServerDataDir } from './start/server-lock.ts'
import { drainAndClose } from './start/shutdown.ts'

/** Seeds an empty database from CARD_DATA_DIR, so a fresh install has the cards. */
async function seedIfEmpty(db: Db, config: Config, log: (line: string) => void): Promise<void> {
  if (!config.cardDataDir || !(await seedCardDataIfEmpty(db, config.cardDataDir))) return
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

/**
 * A listening server; `close` drains it (start/shutdown.ts), then closes its database and
 * frees the data directory.
 */
export interface RunningServer {
  app: FastifyInstance
  url: string
  /** The partner store started beside this server, when there is one. */
  store: Companion | undefined
  /** Where GET /metrics is served (METRICS_PORT), when it is. */
  metricsUrl: string | undefined
  close(): Promise<void>
}

/**
 * Opens the database and listens. A port in use or a data directory held by another server is
 * found before the database is opened, and reported as a StartupError. `startStore`, when
 * given, starts a store after those checks (so a refused server starts none) and the site
 * points at it. `untilServing`, when given, is waited for between building the app and
 * listening: a spare process of the supervisor waits there (start/standby.ts).
 */
export async function startServer(
  config: Config,
  startStore?: () => Promise<Companion>,
  untilServing?: () => Promise<void>,
): Promise<RunningServer> {
  await checkPortFree(config)
  const lock = lockServerDataDir(config)
  let db: Db | undefined
  let app: FastifyInstance | undefined
  let store: Companion | undefined
  // The database closes after the app, whose own close hooks still use it (to stop listening).
  const closeAfterApp = async () => {
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
    app = await buildApp({ config, db, logger: config.logRequests })
    await untilServing?.()
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app?.close()
    await closeAfterApp()
    // Another process may take the port between the check and the listen.
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portInUse(config) : error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const running = app
  // Never on the public port: a proxy forwards that one to anyone.
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : await app.metrics.serve(config.metricsPort, config.host).catch(async (error) => {
          await running.close()
          await closeAfterApp()
          throw error
        })
  const close = async () => {
    await drainAndClose(running, config.shutdown)
    metrics?.closeAllConnections()
    await new Promise((resolve) => metrics?.close(resolve) ?? resolve(undefined))
    await closeAfterApp()
  }
  const metricsAddress = metrics?.address()
  const metricsUrl =
    typeof metricsAddress === 'object' && metricsAddress
      ? `${siteOrigin(config.host, metricsAddress.port)}/metrics`
      : undefined
  return { app, url: siteOrigin(config.host, port), store, metricsUrl, close }
}
