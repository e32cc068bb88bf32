/// <reference path="../../compiled.d.ts" />
import { join } from 'node:path'
import { type RenderLimits, WorkerPool } from '../proxies/worker-pool.ts'
import type { DrawJob, DrawResult } from './draw-protocol.ts'
import type { El } from './element.ts'
import { coveredRanges } from './fonts.ts'

/** Every preview's size: what Discord, Slack and the rest show as a large link image. */
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 630

/**
 * The drawing worker's entry: compiled, the bundle's beside this one; from source, the script
 * that loads its TypeScript through tsx.
 */
const DRAW_WORKER = import.meta.compiled
  ? join(import.meta.dirname, 'draw-worker.js')
  : new URL('./draw-worker.mjs', import.meta.url)

let covered: [number, number][] | undefined
const isCovered = (code: number) => {
  covered ??= coveredRanges()
  return covered.some(([from, to]) => code >= from && code <= to)
}

/** What is left of a text once `…` stands for its missing letters: letters, digits or emoji. */
const SAYS_SOMETHING = /[\p{L}\p{N}\p{Extended_Pictographic}]/u

/**
 * Text as the fonts can draw it (fonts.ts: Latin, Cyrillic, Greek, Arabic, Hebrew, emoji). A run
 * of letters no loaded font has (CJK, Thai, ...) is drawn as one `…`, where satori would draw a
 * "no glyph" box for each, so the title shows that something is left out rather than closing
 * up around the gap; control characters are left out. Text of missing letters only is '' (the
 * caller draws something else). Players' titles and names may hold anything.
 */
export function drawable(text: string): string {
  let out = ''
  let missing = false
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    if (isCovered(code)) {
      // Spaces inside a run of missing letters belong to the run.
      if (missing && /\s/.test(char)) continue
      if (missing) out += '… '
      missing = false
      out += char
    } else missing = true
  }
  if (missing) out += ' …'
  out = out.replace(/\s+/g, ' ').trim()
  return SAYS_SOMETHING.test(out) ? out : ''
}

/** How many images have been drawn since the server started (tests see the cache work by it). */
export const renderCount = { value: 0 }

/**
 * Draws link previews in worker threads (satori's layout, resvg's rasterising and the PNG encoding
 * take 150-450 ms of CPU per picture: on the event loop, every other request would wait that
 * long), with the proxies' bounded pool (proxies/worker-pool.ts): at most `concurrency` drawings
 * at once and `waiting` more queued; past that RenderBusyError, answered 503 with Retry-After.
 * 150-300 clients asking for previews at once took the process from 309 MB to 1.33 GB, each
 * waiting over 60 s, when every drawing was queued (issue 49 item 2).
 */
export class PreviewDrawer {
  private readonly pool: WorkerPool<DrawJob, DrawResult>

  constructor(limits: RenderLimits) {
    this.pool = new WorkerPool(DRAW_WORKER, limits)
  }

  /**
   * The element drawn as a 1200×630 PNG, off the event loop; made only when a worker takes it,
   * so a drawing that waits holds no image data. Rejects with RenderBusyError when the queue is
   * full.
   */
  draw(element: () => El): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      this.pool.run({
        job: () => {
          renderCount.value += 1
          return { element: element(), width: IMAGE_WIDTH, height: IMAGE_HEIGHT }
        },
        onMessage: (result) => {
          if ('error' in result) reject(new Error(result.error))
          else resolve(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength))
          return true
        },
        onFailure: reject,
      })
    })
  }

  /** Drawings waiting for a worker, for the metrics. */
  get waiting(): number {
    return this.pool.waiting
  }

  /** Stops the workers, at a server's stop. */
  close(): Promise<void> {
    return this.pool.close()
  }
}
