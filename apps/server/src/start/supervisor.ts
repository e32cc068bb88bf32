import cluster, { type Worker } from 'node:cluster'

/**
 * A process that ends before it listens, or within SERVED_MS of it, failed to start: its slot is
 * started again after a back-off, this long the first time, doubled at each such failure after,
 * up to the cap. One that served longer crashed while serving: it is started again at once (the
 * other processes serve meanwhile, and one restarted late would leave the site short of processes,
 * none at all when the others fall too), and its slot's back-off starts afresh.
 */
const FIRST_BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000
const SERVED_MS = 2000
/** The message a process sends when it starts draining on a signal that is not the supervisor's. */
export const DRAINING_MESSAGE = 'ashes:draining'

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
 * Runs the server processes and restarts one that ends unasked (at once when it had served,
 * after a back-off when it failed to start; logged), so one fault does not leave the site down. A process that ends before it ever listened, on the
 * first start, is a mistake for the operator to fix (a port in use, a bad setting): the
 * supervisor stops with its exit code instead of retrying it forever. On SIGTERM or SIGINT each
 * process is told SIGTERM once (it drains), and the supervisor exits when all have ended; a
 * second signal passes SIGKILL on and exits at once.
 */
export function supervise({ workers, envFor, log = logJson }: SupervisorOptions): void {
  let stopping = false
  let everListened = false
  const backoff = new Map<number, number>()
  const slotOf = new Map<
    Worker,
    { slot: number; startedAt: number; listenedAt?: number; replaced?: boolean }
  >()

  const start = (slot: number) => {
    const worker = cluster.fork(envFor(slot))
    slotOf.set(worker, { slot, startedAt: Date.now() })
    log({ msg: 'server process started', slot, pid: worker.process.pid })
  }

  cluster.on('listening', (worker) => {
    everListened = true
    const entry = slotOf.get(worker)
    if (entry) entry.listenedAt ??= Date.now()
  })
  // A process told to stop by someone else (an operator's kill, a tool's) drains before it ends:
  // its replacement starts now, so the slot serves again while it finishes its requests.
  cluster.on('message', (worker, message) => {
    const entry = slotOf.get(worker)
    if (message !== DRAINING_MESSAGE || !entry || entry.replaced || stopping) return
    entry.replaced = true
    log({
      msg: 'server process draining; starting its replacement',
      slot: entry.slot,
      pid: worker.process.pid,
    })
    start(entry.slot)
  })
  cluster.on('exit', (worker, code, signal) => {
    const entry = slotOf.get(worker)
    slotOf.delete(worker)
    if (!entry) return
    if (stopping) {
      if (slotOf.size === 0) process.exit(0)
      return
    }
    if (entry.replaced) {
      log({
        msg: 'server process drained and ended',
        slot: entry.slot,
        pid: worker.process.pid,
        code,
      })
      return
    }
    if (!everListened) {
      // Its own message (on stderr, inherited) says why; retrying would only repeat it.
      log({ msg: 'server process failed to start; not restarting', pid: worker.process.pid, code })
      stopAll('SIGTERM')
      process.exit(code || 1)
    }
    const now = Date.now()
    const ranMs = now - entry.startedAt
    const served = entry.listenedAt !== undefined && now - entry.listenedAt >= SERVED_MS
    let wait = 0
    if (served) backoff.delete(entry.slot)
    else {
      wait = backoff.get(entry.slot) ?? FIRST_BACKOFF_MS
      backoff.set(entry.slot, Math.min(MAX_BACKOFF_MS, wait * 2))
    }
    log({
      msg: 'server process ended unasked; restarting',
      slot: entry.slot,
      pid: worker.process.pid,
      code,
      signal,
      ranMs,
      restartInMs: wait,
    })
    if (wait === 0) start(entry.slot)
    else
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
