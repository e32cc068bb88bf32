import { Worker } from 'node:worker_threads'
import { ApiError } from '../../http/api-error.ts'

/** A client told every renderer is busy may try again after this many seconds. */
const RETRY_AFTER_S = '5'

export interface RenderLimits {
  /** Tasks run at once, each in a worker thread of its own. */
  concurrency: number
  /** Tasks that may wait for a worker; one more is refused (RenderBusyError). */
  waiting: number
  /** Heap a worker may grow to (MB) before it is stopped; the server lives on. */
  heapMb: number
}

/** Every worker is busy and the queue is full: the client should come back a little later. */
export class RenderBusyError extends Error {
  constructor() {
    super('Rendering is busy')
  }
}

/** The 503 a route answers for a RenderBusyError: its `detail`, and when to try again. */
export const renderBusy = (detail: string) =>
  new ApiError(503, detail, { 'Retry-After': RETRY_AFTER_S })

/** One piece of work for a worker, and what to do with the worker's answers to it. */
export interface PoolTask<Job, Message> {
  /**
   * The job posted to the worker, made when a worker takes the task: a task that waits holds
   * only what it needs to make it, not the (larger) job.
   */
  job: () => Job
  /** Each message the worker sends about the task; true once it is the last. */
  onMessage: (message: Message) => boolean
  /** The worker died, or the pool closed before the task was run. */
  onFailure: (error: Error) => void
  /** Whether nobody waits for the task any more (it is then skipped, not run). */
  abandoned?: () => boolean
}

/**
 * Runs heavy work (proxies sheets, link-preview images) off the event loop with bounded work and
 * memory: at most `concurrency` tasks at once, each in a worker thread with a heap limit, and at
 * most `waiting` more queued; one more is refused at once with RenderBusyError, which a route
 * answers 503 with Retry-After (`renderBusy`). Idle workers are kept to be reused and hold the
 * process open only while they work; a worker that died is replaced.
 */
export class WorkerPool<Job, Message> {
  private readonly idle: Worker[] = []
  private readonly busy = new Set<Worker>()
  private running = 0
  private closed = false
  private readonly queue: PoolTask<Job, Message>[] = []

  constructor(
    private readonly entry: string | URL,
    private readonly limits: RenderLimits,
  ) {}

  /** Queues the task, or throws RenderBusyError when every worker is busy and the queue full. */
  run(task: PoolTask<Job, Message>): void {
    if (
      this.closed ||
      (this.running >= this.limits.concurrency && this.queue.length >= this.limits.waiting)
    )
      throw new RenderBusyError()
    this.queue.push(task)
    this.next()
  }

  /** Queue length, for the metrics: tasks waiting for a worker. */
  get waiting(): number {
    return this.queue.length
  }

  /** Stops every worker (at a server's stop, once its requests have finished or been cut). */
  async close(): Promise<void> {
    this.closed = true
    for (const task of this.queue.splice(0)) task.onFailure(new RenderBusyError())
    await Promise.all([...this.idle.splice(0), ...this.busy].map((worker) => worker.terminate()))
  }

  private next() {
    while (!this.closed && this.running < this.limits.concurrency && this.queue.length > 0) {
      const task = this.queue.shift() as PoolTask<Job, Message>
      if (task.abandoned?.()) continue
      this.running += 1
      this.start(this.idle.pop() ?? this.started(), task)
    }
  }

  private started(): Worker {
    return new Worker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    })
  }

  private start(worker: Worker, task: PoolTask<Job, Message>) {
    this.busy.add(worker)
    worker.ref()
    let settled = false
    const settle = (keep: boolean) => {
      if (settled) return
      settled = true
      this.busy.delete(worker)
      worker.off('message', onMessage)
      worker.off('error', onFailure)
      worker.off('exit', onExit)
      this.running -= 1
      if (keep && !this.closed) {
        worker.unref()
        this.idle.push(worker)
      } else void worker.terminate()
      this.next()
    }
    const onMessage = (message: Message) => {
      if (task.onMessage(message)) settle(true)
    }
    const onFailure = (error: Error) => {
      task.onFailure(error)
      settle(false)
    }
    const onExit = (code: number) => onFailure(new Error(`A rendering worker stopped (${code})`))
    worker.on('message', onMessage)
    worker.on('error', onFailure)
    worker.on('exit', onExit)
    try {
      worker.postMessage(task.job())
    } catch (error) {
      // The job could not be made or sent: this task fails, the worker stays for the next.
      task.onFailure(error instanceof Error ? error : new Error(String(error)))
      settle(true)
    }
  }
}
