import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'

/** A lock this process holds; `release` is safe to call more than once. */
export interface HeldLock {
  release(): void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code
}

/**
 * Takes the lock file `path` for this process, or names the live process holding it. The file
 * holds the holder's pid; it is written whole beside the lock and linked into place, so a reader
 * never sees it half-written and only one of several processes can create it. A lock left by a
 * process that is gone (or unreadable) is stale and taken over.
 */
export function tryLock(path: string): HeldLock | { holder: number } {
  const own = `${path}.${process.pid}`
  for (;;) {
    writeFileSync(own, `${process.pid}\n`)
    try {
      linkSync(own, path)
      return { release: () => releaseIfOwn(path) }
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error
    } finally {
      unlinkSync(own)
    }
    const holder = readPid(path)
    if (holder === undefined) continue
    if (holder !== 0 && isAlive(holder)) return { holder }
    takeOverStale(path, holder)
  }
}

/**
 * Removes a stale lock. Moving it aside first means only one process removes it; if what was
 * moved is no longer the stale lock (another process replaced it meanwhile), it is put back.
 */
function takeOverStale(path: string, stalePid: number): void {
  const aside = `${path}.stale-${process.pid}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if (code(error) === 'ENOENT') return
    throw error
  }
  if (readPid(aside) !== stalePid) {
    try {
      linkSync(aside, path)
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error
    }
  }
  unlinkSync(aside)
}

function releaseIfOwn(path: string): void {
  if (readPid(path) === process.pid) unlinkSync(path)
}

/** Takes the lock, waiting while a live process holds it; `onWait` hears of each new holder. */
export async function waitForLock(
  path: string,
  onWait: (holder: number) => void,
): Promise<HeldLock> {
  let last = 0
  for (;;) {
    const lock = tryLock(path)
    if ('release' in lock) return lock
    if (lock.holder !== last) onWait(lock.holder)
    last = lock.holder
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
