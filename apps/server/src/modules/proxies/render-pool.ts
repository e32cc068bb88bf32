/// <reference path="../../compiled.d.ts" />
import { join } from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import type { RenderJob, RenderMessage } from './render-protocol.ts'
import { type RenderLimits, WorkerPool } from './worker-pool.ts'

export { RenderBusyError, type RenderLimits } from './worker-pool.ts'

/**
 * The rendering worker's entry: compiled, the bundle's beside this one; from source, the script
 * that loads its TypeScript through tsx.
 */
const RENDER_WORKER = import.meta.compiled
  ? join(import.meta.dirname, 'render-worker.js')
  : new URL('./render-worker.mjs', import.meta.url)

/**
 * Renders proxies sheets off the event loop with bounded work (worker-pool.ts): at most
 * `concurrency` at once, in worker threads (as the link previews draw in theirs), each with a heap
 * limit, and at most `waiting` more queued. Three requests for the largest deck at once took the
 * whole process to 3 GB when each was built on the request loop (issue 24 item 5).
 */
export class RenderPool {
  private readonly pool: WorkerPool<RenderJob, RenderMessage>

  constructor(limits: RenderLimits) {
    this.pool = new WorkerPool(RENDER_WORKER, limits)
  }

  /** The sheet's PDF as it is written; RenderBusyError at once when the queue is full. */
  render(job: RenderJob, onBadImage: (key: string) => void): Readable {
    const out = new PassThrough()
    this.pool.run({
      job: () => job,
      // A client gone meanwhile: the sheet is finished unread, and the worker freed for the next.
      onMessage: (message) => {
        if ('chunk' in message) {
          if (!out.destroyed) out.write(message.chunk)
        } else if ('badImage' in message) onBadImage(message.badImage)
        else if ('done' in message) out.end()
        else out.destroy(new Error(message.error))
        return 'done' in message || 'error' in message
      },
      onFailure: (error) => out.destroy(error),
      abandoned: () => out.destroyed,
    })
    return out
  }

  /** Queue length, for the metrics: sheets waiting for a worker. */
  get waiting(): number {
    return this.pool.waiting
  }

  /** Stops every worker (at a server's stop, once its requests have finished or been cut). */
  close(): Promise<void> {
    return this.pool.close()
  }
}
