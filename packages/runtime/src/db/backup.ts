import { type StdioOptions, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

/** A backup or restore that cannot go ahead, said so the operator can act on it; no stack. */
export class BackupError extends Error {}

/** Where a database lives: PostgreSQL at `url`, or else PGlite in `dataDir`. */
interface DbPlace {
  url?: string | undefined
  dataDir: string
}

/** PGlite is loaded only by a backup of the embedded database: a server never loads it here. */
const loadPglite = async () => (await import('@electric-sql/pglite')).PGlite

/** pg_dump's custom format starts with these bytes; PGlite's dump is a gzipped tar. */
const PG_MAGIC = 'PGDMP'
const GZIP_MAGIC = [0x1f, 0x8b]

/**
 * Writes a backup of the database to `file`: PostgreSQL through pg_dump (custom format), the
 * embedded one through PGlite's own dump of its data directory (a gzipped tar). The file is
 * written beside and renamed into place, so a failed backup never leaves a half file.
 *
 * The dump holds password hashes, emails, webhook secrets and live OAuth tokens, so it is
 * readable by its owner only (0600) from its first byte: the partial file is created with that
 * mode, exclusively (never a file or link someone else left there), and the dump written into
 * it; a file already at `file`, whatever its mode, is replaced whole by the rename.
 */
export async function backupDb(place: DbPlace, file: string): Promise<void> {
  const partial = `${file}.partial`
  // One left by a backup killed half-way is ours to replace (a link is removed, not followed).
  rmSync(partial, { force: true })
  const fd = createOwnerOnly(partial)
  try {
    try {
      if (place.url) await dumpPostgres(place.url, fd)
      else await dumpPglite(place.dataDir, fd)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
}

/** Opens a new file readable and writable by its owner only; one already there is refused. */
function createOwnerOnly(file: string): number {
  try {
    return openSync(file, 'wx', 0o600)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new BackupError(`Cannot create ${file}: ${reason}. Nothing was written.`)
  }
}

/** Loads a backup into an empty database; one holding anything is refused, untouched. */
export async function restoreDb(place: DbPlace, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`)
  const head = readFileSync(file).subarray(0, 5)
  const isPg = head.toString('latin1') === PG_MAGIC
  const isPglite = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]
  if (place.url) {
    if (!isPg) throw new BackupError(notA('a PostgreSQL backup', file, isPglite))
    await restorePostgres(place.url, file)
  } else {
    if (!isPglite) throw new BackupError(notA('a backup of the embedded database', file, isPg))
    await restorePglite(place.dataDir, file)
  }
}

function notA(kind: string, file: string, otherKind: boolean): string {
  return (
    `${file} is not ${kind}` +
    (otherKind
      ? ': it was made from the other kind of database (DATABASE_URL set for PostgreSQL, unset for the embedded one).'
      : ' (npm run db:backup writes one).')
  )
}

async function dumpPglite(dataDir: string, fd: number): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dataDir} to back up.`)
  }
  const PGlite = await loadPglite()
  const db = new PGlite(dataDir)
  try {
    // dumpDataDir on a PGlite still starting never settles (0.5.16): wait for it first.
    await db.waitReady
    const dump = await db.dumpDataDir('gzip')
    writeFileSync(fd, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
}

async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} already holds a database: a backup is restored only into an empty one. ` +
        'Restore into another DATA_DIR, or move this one aside first. Nothing was changed.',
    )
  }
  mkdirSync(dataDir, { recursive: true })
  const PGlite = await loadPglite()
  const db = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) })
  await db.waitReady
  await db.close()
}

/** pg_dump and pg_restore take the URL without its password, which goes in the environment. */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * pg_dump refuses a server newer than itself; say which client tools to install instead of
 * passing on its message. Debian's postgresql-client-N package holds pg_dump and pg_restore.
 */
async function checkClientTools(url: string, tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  const serverMajor = await withClient(url, async (client) => {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num')
    return Math.floor(Number(rows[0]?.v) / 10_000)
  })
  const found = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  const clientMajor = Number(found.stdout?.match(/(\d+)\.\d+/)?.[1] ?? 0)
  const install = `install PostgreSQL's client tools of version ${serverMajor} or later (Debian: apt-get install postgresql-client-${serverMajor})`
  if (found.error || found.status !== 0) {
    throw new BackupError(`${tool} was not found: ${install}. Nothing was changed.`)
  }
  if (clientMajor < serverMajor) {
    throw new BackupError(
      `${tool} is version ${clientMajor} and the server ${serverMajor}: ${install}. Nothing was changed.`,
    )
  }
}

/** Runs a client tool; with `stdout`, its output goes straight into that open file. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv, stdout?: number): void {
  const stdio: StdioOptions = ['ignore', stdout ?? 'pipe', 'pipe']
  const result = spawnSync(tool, args, { env, encoding: 'utf8', stdio })
  if (result.status !== 0) {
    throw new BackupError(`${tool} failed: ${(result.stderr || String(result.error)).trim()}`)
  }
}

async function dumpPostgres(url: string, fd: number): Promise<void> {
  await checkClientTools(url, 'pg_dump')
  const { dbname, env } = clientArgs(url)
  // Owners and grants are left out: the backup restores into a database of another role. The
  // dump goes to pg_dump's standard output, the file opened 0600 here, rather than to a file
  // pg_dump would create with the umask's mode.
  run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', dbname], env, fd)
}

async function restorePostgres(url: string, file: string): Promise<void> {
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_'
       LIMIT 3`,
    )
    return rows.map((row) => row.name)
  })
  if (tables.length > 0) {
    throw new BackupError(
      `The database already holds tables (${tables.join(', ')}): a backup is restored only ` +
        'into an empty one (createdb). Nothing was changed.',
    )
  }
  await checkClientTools(url, 'pg_restore')
  const { dbname, env } = clientArgs(url)
  // One transaction: a restore that fails part-way leaves the database empty, not half full.
  run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  )
}
