/// <reference path="../../compiled.d.ts" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type RenderLimits, WorkerPool } from '../proxies/worker-pool.ts'
import type { DrawJob, DrawResult } from './draw-protocol.ts'
import type { El } from './element.ts'

/** Every preview's size: what Discord, Slack and the rest show as a large link image. */
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 630

const require = createRequire(import.meta.url)

/**
 * The drawing worker's entry: compiled, the bundle's beside this one; from source, the script
 * that loads its TypeScript through tsx.
 */
const DRAW_WORKER = import.meta.compiled
  ? join(import.meta.dirname, 'draw-worker.js')
  : new URL('./draw-worker.mjs', import.meta.url)

/** The code points the loaded subsets cover, as @fontsource lists them (`U+0100-02BA,...`). */
function coveredRanges(): [number, number][] {
  const subsets = JSON.parse(
    readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8'),
  )
  return [subsets.latin, subsets['latin-ext']].flatMap((list: string) =>
    list.split(',').map((range): [number, number] => {
      const [from = '0', to = from] = range.replace(/U\+/g, '').split('-')
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
    }),
  )
}

let covered: [number, number][] | undefined

/**
 * Text as the fonts can draw it: letters no loaded font has (emoji, CJK) and control characters
 * are left out, where satori would draw a "no glyph" box for each. Players' titles and names may
 * hold anything.
 */
export function drawable(text: string): string {
  covered ??= coveredRanges()
  const ranges = covered
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    if (ranges.some(([from, to]) => code >= from && code <= to)) out += char
  }
  return out.replace(/\s+/g, ' ').trim()
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
