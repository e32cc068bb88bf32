// What the site's server and the stand-in store share to run: the database adapter (PGlite or
// PostgreSQL) and its migration runner, the start-up checks and lock files, and the addresses
// both derive from, and backups of either database. Neither app imports the other's source; both
// import this.
export { BackupError, backupDb, restoreDb } from './db/backup.ts'
export { type Db, type DbOptions, openDb, type Queryable } from './db/client.ts'
export { applyMigrations, type MigrationOptions } from './db/migrate.ts'
export { type DbTimeouts, DEFAULT_TIMEOUTS, parseDatabaseTimeouts } from './db/timeouts.ts'
export { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from './db/unavailable.ts'
export { REPO_ROOT, siteOrigin } from './paths.ts'
export { checkPortFree, lockDataDir, portInUse, StartupError } from './start/checks.ts'
export { type HeldLock, waitForLock } from './start/lock-file.ts'
