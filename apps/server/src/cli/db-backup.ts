import { join, resolve } from 'node:path'
import { BackupError, backupDb, restoreDb } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { claimDataDir } from './data-dir-lock.ts'

// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the database `npm start` would
// use (DATABASE_URL, or the embedded one in DATA_DIR), written to or loaded from FILE.
const command = process.argv[2] === 'restore' ? 'db:restore' : 'db:backup'
const argument = process.argv[3]
if (!argument) {
  console.error(`Usage: npm run ${command} -- <file>`)
  process.exit(2)
}
// npm runs the script in apps/server; the file is named from where the operator stands.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument)
const config = loadConfig()
claimDataDir(config, command)
const place = { url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') }
const what = config.databaseUrl
  ? 'the PostgreSQL database'
  : `the embedded database in ${config.dataDir}`
try {
  if (command === 'db:backup') {
    await backupDb(place, file)
    console.log(`Backed up ${what} to ${file}.`)
  } else {
    await restoreDb(place, file)
    console.log(`Restored ${file} into ${what}; npm start serves it.`)
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
