import cluster from 'node:cluster'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { type HeldLock, tryLock } from './lock-file.ts'

/** A reason a server cannot start that the person starting it can act on; no stack needed. */
export class StartupError extends Error {}

/** Where a server listens. */
interface Listening {
  port: number
  host: string
}

/** `variable` is the setting that moves the server (PORT, STORE_PORT). */
export function portInUse(config: Listening, variable = 'PORT'): StartupError {
  return new StartupError(
    `Port ${config.port} is already in use on ${config.host}: another server listens there. ` +
      `Stop it, or start this one with another ${variable}.`,
  )
}

/** Fails fast, before the database is opened, when another process listens on the port. */
export async function checkPortFree(config: Listening, variable = 'PORT'): Promise<void> {
  // Server processes of one cluster (WORKERS > 1) listen on the port together through their
  // supervisor, which checked it before starting them: it is in use by a sibling here.
  if (config.port === 0 || (cluster.isWorker && process.env.ASHES_SHARED_PORT === '1')) return
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? reject(portInUse(config, variable)) : reject(error),
    )
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    )
  })
}

/** Where a service keeps its embedded database; with a database URL it keeps none. */
interface DataPlace {
  databaseUrl: string | undefined
  dataDir: string
}

/**
 * An embedded database belongs to one process: a second one on the same directory (another
 * server, or a command-line tool with its own `refusal`) is refused before it opens (and
 * migrates) it, by the lock file `lockName` in the directory. The lock is released on close or
 * exit; one left by a crash is noticed as stale (its pid is gone) and taken over.
 */
export function lockDataDir(
  place: DataPlace,
  lockName: string,
  refusal: (dataDir: string, holder: number) => string,
): HeldLock | undefined {
  if (place.databaseUrl) return undefined
  mkdirSync(place.dataDir, { recursive: true })
  const lock = tryLock(join(place.dataDir, lockName))
  if ('holder' in lock) throw new StartupError(refusal(place.dataDir, lock.holder))
  process.once('exit', () => lock.release())
  return lock
}
