import { join } from 'node:path'
import { openDb } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { migrate } from '../db/migrate.ts'
import { claimDataDir } from './data-dir-lock.ts'

const config = loadConfig()
claimDataDir(config, 'db:migrate')
// Without a statement limit: a migration may wait for another server's, or take long itself.
const db = openDb({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  timeouts: { ...config.databaseTimeouts, statementMs: 0 },
})
// Run after a deploy: the release's post-deploy migrations too.
const applied = await migrate(db, { postDeploy: true })
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
await db.close()
