import { StartupError } from '@ashes/runtime'
import type { Config } from '../config.ts'
import { lockServerDataDir } from '../start/server-lock.ts'

/**
 * Takes the embedded database's directory for the command-line tool `npm run <command>`, or
 * exits 1 saying who holds it. PGlite is one in-process database: a tool opening it beside the
 * running server writes changes the server never sees, and the two processes share files meant
 * for one. The lock is held until the tool exits, so no server starts on the directory
 * meanwhile; a lock whose process is gone is taken over, as the server does. Nothing to do on
 * PostgreSQL (DATABASE_URL), which any number of processes share.
 */
export function claimDataDir(config: Config, command: string): void {
  try {
    lockServerDataDir(
      config,
      (dataDir, holder) =>
        `The data directory ${dataDir} is in use by another process (pid ${holder}), most ` +
        `likely the server: stop it, then run npm run ${command} again. Nothing was changed.`,
    )
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
