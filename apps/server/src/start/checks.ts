import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Config } from '../config.ts'
import { type HeldLock, tryLock } from './lock-file.ts'

/** A reason the server cannot start that the person starting it can act on; no stack needed. */
export class StartupError extends Error {}

/** Where a server listens, and the variable that sets its port (PORT, STORE_PORT). */
type Listening = Pick<Config, 'port' | 'host'>

export function portInUse(config: Listening, variable = 'PORT'): StartupError {
  return new StartupError(
    `Port ${config.port} is already in use on ${config.host}: another server listens there. ` +
      `Stop it, or start this one with another ${variable}.`,
  )
}

/** Fails fast, before the database is opened, when another process listens on the port. */
export async function checkPortFree(config: Listening, variable = 'PORT'): Promise<void> {
  if (config.port === 0) return
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

/**
 * The embedded database belongs to one process: a second server on the same DATA_DIR is
 * refused before it opens (and migrates) it. The lock is released on close or exit; one left by
 * a crash is noticed as stale (its pid is gone) and taken over.
 */
export function lockDataDir(config: Config): HeldLock | undefined {
  if (config.databaseUrl) return undefined
  mkdirSync(config.dataDir, { recursive: true })
  const lock = tryLock(join(config.dataDir, 'server.lock'))
  if ('holder' in lock) {
    throw new StartupError(
      `Another server is using the data directory ${config.dataDir} (pid ${lock.holder}). ` +
        'Stop it, or start this one with another DATA_DIR.',
    )
  }
  process.once('exit', () => lock.release())
  return lock
}
