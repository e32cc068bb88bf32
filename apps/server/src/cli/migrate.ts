import { join } from 'node:path'
import { loadConfig } from '../config.ts'
import { openDb } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'

const config = loadConfig()
const db = openDb({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
const applied = await migrate(db)
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
await db.close()
