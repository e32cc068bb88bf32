import { type HeldLock, lockDataDir } from '@ashes/runtime'
import type { Config } from '../config.ts'

/**
 * The site's embedded database (DATA_DIR) belongs to one process: a second server, or a
 * command-line tool with its own `refusal`, is refused before it opens it (server.lock).
 */
export function lockServerDataDir(
  config: Config,
  refusal = (dataDir: string, holder: number) =>
    `Another server is using the data directory ${dataDir} (pid ${holder}). ` +
    'Stop it, or start this one with another DATA_DIR.',
): HeldLock | undefined {
  return lockDataDir(config, 'server.lock', refusal)
}
