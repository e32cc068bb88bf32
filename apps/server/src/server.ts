import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { openMigratedDb } from './db/open.ts'
import { hasNoCards, importCardData } from './modules/card-data/import.ts'

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

export async function startServer(config: Config): Promise<{ app: FastifyInstance; url: string }> {
  const db = await openMigratedDb(config)
  await seedIfEmpty(db, config, (line) => console.log(line))
  const app = await buildApp({ config, db, logger: process.env.LOG_REQUESTS === '1' })
  app.addHook('onClose', () => db.close())
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return { app, url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}` }
}
