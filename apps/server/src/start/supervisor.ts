import cluster, { type Worker } from 'node:cluster'

/** The first restart waits this long; each quick crash after doubles it, up to the cap. */
const FIRST_BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000
/** A process that served this long before it ended starts the back-off afresh. */
const STEADY_MS = 60_000

export interface SupervisorOptions {
  /** How many server processes to run (WORKERS); more than one share the port. */
  workers: number
  /** The environment each process gets besides the supervisor's own, by its slot (0, 1, ...). */
  envFor(slot: number): Record<string, string>
  /** One line of JSON per event, on stderr. */
  log?: (event: Record<string, unknown>) => void
}

const logJson = (event: Record<string, unknown>) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), ...event }))

/**
 * Runs the server processes and restarts one that ends unasked, after a back-off (logged), so
 * one fault does not leave the site down. A process that ends before it ever listened, on the
 * first start, is a mistake for the operator to fix (a port in use, a bad setting): the
 * supervisor stops with its exit code instead of retrying it forever. On SIGTERM or SIGINT each
 * process is told SIGTERM once (it drains), and the supervisor exits when all have ended; a
 * second signal passes SIGKILL on and exits at once.
 */
export function supervise({ workers, envFor, log = logJson }: SupervisorOptions): void {
  let stopping = false
  let everListened = false
  const backoff = new Map<number, number>()
  const slotOf = new Map<Worker, { slot: number; startedAt: number }>()

  const start = (slot: number) => {
    const worker = cluster.fork(envFor(slot))
    slotOf.set(worker, { slot, startedAt: Date.now() })
    log({ msg: 'server process started', slot, pid: worker.process.pid })
  }

  cluster.on('listening', () => {
    everListened = true
  })
  cluster.on('exit', (worker, code, signal) => {
    const entry = slotOf.get(worker)
    slotOf.delete(worker)
    if (!entry) return
    if (stopping) {
      if (slotOf.size === 0) process.exit(0)
      return
    }
    if (!everListened) {
      // Its own message (on stderr, inherited) says why; retrying would only repeat it.
      log({ msg: 'server process failed to start; not restarting', pid: worker.process.pid, code })
      stopAll('SIGTERM')
      process.exit(code || 1)
    }
    const ranMs = Date.now() - entry.startedAt
    const wait =
      ranMs >= STEADY_MS
        ? FIRST_BACKOFF_MS
        : Math.min(MAX_BACKOFF_MS, backoff.get(entry.slot) ?? FIRST_BACKOFF_MS)
    backoff.set(entry.slot, Math.min(MAX_BACKOFF_MS, wait * 2))
    log({
      msg: 'server process ended unasked; restarting',
      slot: entry.slot,
      pid: worker.process.pid,
      code,
      signal,
      ranMs,
      restartInMs: wait,
    })
    setTimeout(() => {
      if (!stopping) start(entry.slot)
    }, wait)
  })

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of slotOf.keys()) worker.process.kill(signal)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log({ msg: `${signal} again: stopping at once` })
        stopAll('SIGKILL')
        process.exit(1)
      }
      stopping = true
      log({ msg: `${signal}: stopping the server processes`, processes: slotOf.size })
      if (slotOf.size === 0) process.exit(0)
      stopAll('SIGTERM')
    })
  }
  for (let slot = 0; slot < workers; slot++) start(slot)
}
