import cluster, { type Worker } from 'node:cluster'

/**
 * A process that ends before it listens, or within SERVED_MS of it, failed to start: its slot is
 * started again after a back-off, this long the first time, doubled at each such failure after,
 * up to the cap. One that served longer crashed while serving: it is replaced at once (the
 * other processes serve meanwhile, and one replaced late would leave the site short of processes,
 * none at all when the others fall too), and its slot's back-off starts afresh.
 */
const FIRST_BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000
const SERVED_MS = 2000
/** The back-off of the spare's starts, beside the slots' (0, 1, ...). */
const SPARE = -1
/** The message a process sends when it starts draining on a signal that is not the supervisor's. */
export const DRAINING_MESSAGE = 'ashes:draining'
/** A process sends it once its server is built, and listens only once told SERVE_MESSAGE. */
export const STANDBY_MESSAGE = 'ashes:standby'
export const SERVE_MESSAGE = 'ashes:serve'

export interface SupervisorOptions {
  /** How many server processes to run (WORKERS); more than one share the port. */
  workers: number
  /**
   * Whether to keep a spare process beside them, built but not listening, to take the place of
   * one that ends (only where processes may share the database and the store).
   */
  spare: boolean
  /** The environment each process gets besides the supervisor's own. */
  env: Record<string, string>
  /** One line of JSON per event, on stderr. */
  log?: (event: Record<string, unknown>) => void
}

interface Process {
  /** The slot it serves (0 to workers - 1); none while it is the spare. */
  slot: number | undefined
  startedAt: number
  /** When it said its server was built (STANDBY_MESSAGE). */
  readyAt?: number
  listenedAt?: number
  /** When it was asked to take a slot, as the spare. */
  tookOverAt?: number
  /** Told to stop by someone else: it drains, and something else has its place already. */
  replaced?: boolean
}

const logJson = (event: Record<string, unknown>) =>
  console.error(JSON.stringify({ time: new Date().toISOString(), ...event }))

/**
 * Runs the server processes and replaces one that ends unasked (at once when it had served,
 * after a back-off when it failed to start; logged), so one fault does not leave the site down.
 * A process starts in 5 to 20 s on a busy machine, and while it does its slot does not serve:
 * two processes lost within that time left none. So where processes may share the database
 * (`spare`) one more is started with them and kept built and waiting, not listening
 * (start/standby.ts): it takes the place of a process that ends within milliseconds, and a new
 * spare starts once it listens. It does no background work and shows no metrics until it serves.
 * A process that ends before any ever listened, on the first start, is a mistake for the
 * operator to fix (a port in use, a bad setting): the supervisor stops with its exit code
 * instead of retrying it forever. On SIGTERM or SIGINT each process is told SIGTERM once (it
 * drains), and the supervisor exits when all have ended; a second signal passes SIGKILL on and
 * exits at once.
 */
export function supervise({ workers, spare, env, log = logJson }: SupervisorOptions): void {
  let stopping = false
  let everListened = false
  const backoff = new Map<number, number>()
  const processes = new Map<Worker, Process>()
  /** The wait before the next spare starts: a back-off after a failed start, else none. */
  let spareWait = 0
  let spareDue = false

  const start = (slot: number | undefined) => {
    const worker = cluster.fork(env)
    processes.set(worker, { slot, startedAt: Date.now() })
    const pid = worker.process.pid
    log(
      slot === undefined
        ? { msg: 'spare process started', pid }
        : { msg: 'server process started', slot, pid },
    )
  }
  /** The spare, ready or starting: there is one at most. */
  const spareProcess = () =>
    [...processes.entries()].find(([, entry]) => entry.slot === undefined && !entry.replaced)

  /**
   * Tells a process to listen. One whose channel has closed is ending: its exit, still to come,
   * gives its slot to another (sending to it would throw in this process).
   */
  const serve = (worker: Worker) => {
    if (worker.isConnected()) worker.send(SERVE_MESSAGE, undefined, undefined, () => {})
  }

  /** A new spare when none runs, after `spareWait`. */
  const keepSpare = () => {
    if (!spare || stopping || spareDue || spareProcess()) return
    spareDue = true
    setTimeout(() => {
      spareDue = false
      if (!stopping && !spareProcess()) start(undefined)
    }, spareWait)
  }

  /**
   * Gives `slot` a process: the spare when it is ready, or when it is starting and the process
   * ended had served (`wait` 0); else a new process after `wait`. The next spare starts once this
   * one listens (so its start takes no CPU from that), after the same wait: a release that
   * crashes as it serves does not spend spares faster than its back-off.
   */
  const replace = (slot: number, wait: number) => {
    const found = spareProcess()
    if (found && (wait === 0 || found[1].readyAt !== undefined)) {
      const [worker, entry] = found
      entry.slot = slot
      entry.tookOverAt = Date.now()
      spareWait = wait
      log({ msg: 'spare process takes over', slot, pid: worker.process.pid })
      // Still starting, it is told when it says it is ready.
      if (entry.readyAt !== undefined) serve(worker)
      return
    }
    if (wait === 0) start(slot)
    else
      setTimeout(() => {
        if (!stopping) start(slot)
      }, wait)
  }

  cluster.on('listening', (worker) => {
    everListened = true
    const entry = processes.get(worker)
    if (!entry || entry.listenedAt !== undefined) return
    entry.listenedAt = Date.now()
    log({
      msg: 'server process listening',
      slot: entry.slot,
      pid: worker.process.pid,
      startMs: entry.listenedAt - entry.startedAt,
      ...(entry.tookOverAt === undefined
        ? {}
        : { tookOverMs: entry.listenedAt - entry.tookOverAt }),
    })
    keepSpare()
  })
  cluster.on('message', (worker, message) => {
    const entry = processes.get(worker)
    if (!entry || stopping) return
    if (message === STANDBY_MESSAGE) {
      entry.readyAt = Date.now()
      if (entry.slot !== undefined) serve(worker)
      else
        log({
          msg: 'spare process ready',
          pid: worker.process.pid,
          startMs: entry.readyAt - entry.startedAt,
        })
      return
    }
    // A process told to stop by someone else (an operator's kill, a tool's) drains before it
    // ends: its place is taken now, so the slot serves again while it finishes its requests.
    if (message !== DRAINING_MESSAGE || entry.replaced) return
    entry.replaced = true
    log({
      msg: `${entry.slot === undefined ? 'spare' : 'server'} process draining; replacing it`,
      slot: entry.slot,
      pid: worker.process.pid,
    })
    if (entry.slot !== undefined) replace(entry.slot, 0)
    else {
      spareWait = 0
      keepSpare()
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    const entry = processes.get(worker)
    processes.delete(worker)
    if (!entry) return
    if (stopping) {
      if (processes.size === 0) process.exit(0)
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
    // A spare has served its purpose by being ready; a process of a slot, by listening.
    const since = entry.slot === undefined ? entry.readyAt : entry.listenedAt
    const served = since !== undefined && now - since >= SERVED_MS
    const key = entry.slot ?? SPARE
    let wait = 0
    if (served) backoff.delete(key)
    else {
      wait = backoff.get(key) ?? FIRST_BACKOFF_MS
      backoff.set(key, Math.min(MAX_BACKOFF_MS, wait * 2))
    }
    log({
      msg: `${entry.slot === undefined ? 'spare' : 'server'} process ended unasked; restarting`,
      slot: entry.slot,
      pid: worker.process.pid,
      code,
      signal,
      ranMs: now - entry.startedAt,
      restartInMs: wait,
    })
    if (entry.slot !== undefined) replace(entry.slot, wait)
    else {
      spareWait = wait
      keepSpare()
    }
  })

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of processes.keys()) worker.process.kill(signal)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log({ msg: `${signal} again: stopping at once` })
        stopAll('SIGKILL')
        process.exit(1)
      }
      stopping = true
      log({ msg: `${signal}: stopping the server processes`, processes: processes.size })
      if (processes.size === 0) process.exit(0)
      stopAll('SIGTERM')
    })
  }
  for (let slot = 0; slot < workers; slot++) start(slot)
  keepSpare()
}
