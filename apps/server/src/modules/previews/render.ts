/// <reference path="../../compiled.d.ts" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
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
 * The one worker thread that draws (satori's layout, resvg's rasterising and the PNG encoding take
 * 150-450 ms of CPU per picture: on the event loop, every other request would wait that long).
 * Started at the first drawing, it holds the process open only while a drawing is pending, and a
 * worker that died is replaced at the next one.
 */
class Drawer {
  private worker: Worker | undefined
  private nextId = 0
  private readonly pending = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (error: Error) => void }
  >()

  draw(element: El): Promise<Buffer> {
    const worker = this.started()
    const id = this.nextId++
    const job: DrawJob = { id, element, width: IMAGE_WIDTH, height: IMAGE_HEIGHT }
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.ref()
      worker.postMessage(job)
    })
  }

  /** Draws pending, for the metrics. */
  get waiting(): number {
    return this.pending.size
  }

  /** Stops the worker (a server's stop); the next drawing would start another. */
  async stop(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private started(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(DRAW_WORKER)
    worker.on('message', (result: DrawResult) => {
      const waiting = this.pending.get(result.id)
      this.pending.delete(result.id)
      if (this.pending.size === 0) worker.unref()
      if (!waiting) return
      if ('error' in result) waiting.reject(new Error(result.error))
      else
        waiting.resolve(
          Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength),
        )
    })
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    worker.on('error', failAll)
    worker.on('exit', (code) =>
      failAll(new Error(`The drawing worker stopped (exit code ${code})`)),
    )
    worker.unref()
    this.worker = worker
    return worker
  }
}

const drawer = new Drawer()

/** Stops the drawing worker, at a server's stop. */
export const stopDrawing = (): Promise<void> => drawer.stop()

/** Link previews waiting to be drawn, for the metrics. */
export const drawsWaiting = (): number => drawer.waiting

/** The element drawn as a 1200×630 PNG, off the event loop. */
export function renderPng(element: El): Promise<Buffer> {
  renderCount.value += 1
  return drawer.draw(element)
}
