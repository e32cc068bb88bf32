// What the benches of the web app in a browser (web.ts, builder.ts, builder-open.ts) share: a
// database, and the production build of the web app served by the real server with the card
// data, as a player gets it.
import { type Db, openDb } from '@ashes/runtime'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { benchDatabase, benchTempDir, buildWeb } from './support.ts'

/**
 * A schema on PostgreSQL when it answers, else PGlite in memory: a browser bench measures the
 * page, so it runs on either; `kind` names the one it got, for the printed figure.
 */
export async function benchOrMemoryDatabase(): Promise<{
  db: Db
  drop: () => Promise<void>
  kind: string
}> {
  try {
    return { ...(await benchDatabase()), kind: 'PostgreSQL' }
  } catch {
    const db = openDb({})
    await migrate(db)
    return { db, drop: () => db.close(), kind: 'PGlite' }
  }
}

/**
 * Builds the web app (unminified when `minify` is false), imports the card data into `db` and
 * serves both with the real server at a free port. `close` stops the server and removes the
 * build and data directories (which an interrupted bench removes too).
 */
export async function serveProduction(
  db: Db,
  { minify = true } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const web = benchTempDir('ashes-bench-web-')
  const data = benchTempDir('ashes-bench-data-')
  const removeDirs = async () => {
    await web.remove()
    await data.remove()
  }
  try {
    buildWeb(web.dir, { minify })
    const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: data.dir, WEB_DIST: web.dir })
    if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
    await importCardData(db, config.cardDataDir)
    const app = await buildApp({ config, db })
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const close = async () => {
      try {
        await app.close()
      } finally {
        await removeDirs()
      }
    }
    return { origin, close }
  } catch (error) {
    await removeDirs()
    throw error
  }
}

/**
 * Runs `work` against the production site on a bench database (benchOrMemoryDatabase and
 * serveProduction), then stops the server and drops the database, whatever `work` did.
 */
export async function onProductionSite(
  work: (site: { db: Db; origin: string; kind: string }) => Promise<void>,
): Promise<void> {
  const { db, drop, kind } = await benchOrMemoryDatabase()
  try {
    const { origin, close } = await serveProduction(db)
    try {
      await work({ db, origin, kind })
    } finally {
      await close()
    }
  } finally {
    await drop()
  }
}
