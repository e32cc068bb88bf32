import type { Db } from '@ashes/runtime'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { benchDatabase, benchTempDir, buildServer, buildWeb, PG_URL } from './support.ts'

/**
 * What a bench of the production server needs: the server's and the web app's production builds,
 * the bench's own PostgreSQL schema, migrated and with the card data, and the environment that
 * runs the server on them (the partner store named, so the stand-in does not start). `close`
 * drops the schema and removes the folders (an interruption of the bench does too).
 */
export async function productionSite(name: string): Promise<{
  db: Db
  env: NodeJS.ProcessEnv
  close: () => Promise<void>
}> {
  buildServer()
  const web = benchTempDir(`ashes-bench-${name}-web-`)
  const data = benchTempDir(`ashes-bench-${name}-data-`)
  buildWeb(web.dir)
  const { db, schema, drop } = await benchDatabase()
  const close = async () => {
    await drop()
    await web.remove()
    await data.remove()
  }
  try {
    const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: data.dir })
    if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
    await importCardData(db, config.cardDataDir)
  } catch (error) {
    await close()
    throw error
  }
  const database = new URL(PG_URL)
  database.searchParams.set('options', `-c search_path=${schema}`)
  const env = {
    ...process.env,
    DATABASE_URL: database.toString(),
    DATA_DIR: data.dir,
    SECRET_KEY: 'bench',
    STORE_URL: 'http://127.0.0.1:9',
    WEB_DIST: web.dir,
  }
  return { db, env, close }
}
