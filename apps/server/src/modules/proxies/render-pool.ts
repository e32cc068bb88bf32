/// <reference path="../../compiled.d.ts" />
import { join } from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import type { RenderJob, RenderMessage } from './render-protocol.ts'

/**
 * The rendering worker's entry: compiled, the bundle's beside this one; from source, the script
 * that loads its TypeScript through tsx.
 */
const RENDER_WORKER = import.meta.compiled
  ? join(import.meta.dirname, 'render-worker.js')
  : new URL('./render-worker.mjs', import.meta.url)

export interface RenderLimits {
  /** Sheets rendered at once, each in a worker thread of its own. */
  concurrency: number
  /** Sheets that may wait for a worker; one more is refused (RenderBusyError). */
  waiting: number
  /** Heap a worker may grow to (MB) before it is stopped; the server lives on. */
  heapMb: number
}

/** Every worker is busy and the queue is full: the client should come back a little later. */
export class RenderBusyError extends Error {
  constructor() {
    super('Proxies rendering is busy')
  }
}

interface Task {
  job: RenderJob
  out: PassThrough
  onBadImage: (key: string) => void
}

/**
 * Renders proxies sheets off the event loop with bounded work: at most `concurrency` at once,
 * in worker threads (as the link previews draw in theirs), each with a heap limit, and at most
 * `waiting` more queued. Three requests for the largest deck at once took the whole process to
 * 3 GB when each was built on the request loop (issue 24 item 5). Idle workers are kept to be
 * reused and hold the process open only while they render; a worker that died is replaced.
 */
export class RenderPool {
  private readonly idle: Worker[] = []
  private readonly busy = new Set<Worker>()
  private running = 0
  private closed = false
  private readonly queue: Task[] = []

  constructor(private readonly limits: RenderLimits) {}

  /** The sheet's PDF as it is written; RenderBusyError at once when the queue is full. */
  render(job: RenderJob, onBadImage: (key: string) => void): Readable {
    if (
      this.closed ||
      (this.running >= this.limits.concurrency && this.queue.length >= this.limits.waiting)
    )
      throw new RenderBusyError()
    const out = new PassThrough()
    this.queue.push({ job, out, onBadImage })
    this.next()
    return out
  }

  /** Queue length, for the metrics: sheets waiting for a worker. */
  get waiting(): number {
    return this.queue.length
  }

  /** Stops every worker (at a server's stop, once its requests have finished or been cut). */
  async close(): Promise<void> {
    this.closed = true
    for (const task of this.queue.splice(0)) task.out.destroy(new RenderBusyError())
    await Promise.all([...this.idle.splice(0), ...this.busy].map((worker) => worker.terminate()))
  }

  private next() {
    while (!this.closed && this.running < this.limits.concurrency && this.queue.length > 0) {
      const task = this.queue.shift() as Task
      if (task.out.destroyed) continue
      this.running += 1
      this.run(this.idle.pop() ?? this.started(), task)
    }
  }

  private started(): Worker {
    return new Worker(RENDER_WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    })
  }

  private run(worker: Worker, task: Task) {
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
    const onMessage = (message: RenderMessage) => {
      // A client gone meanwhile: the sheet is finished unread, and the worker freed for the next.
      if ('chunk' in message) {
        if (!task.out.destroyed) task.out.write(message.chunk)
      } else if ('badImage' in message) task.onBadImage(message.badImage)
      else if ('done' in message) {
        task.out.end()
        settle(true)
      } else {
        task.out.destroy(new Error(message.error))
        settle(true)
      }
    }
    const onFailure = (error: Error) => {
      task.out.destroy(error)
      settle(false)
    }
    const onExit = (code: number) => onFailure(new Error(`The proxies worker stopped (${code})`))
    worker.on('message', onMessage)
    worker.on('error', onFailure)
    worker.on('exit', onExit)
    worker.postMessage(task.job)
  }
}
