import type { El } from './element.ts'

/** A drawing asked of a worker thread (one at a time each). */
export interface DrawJob {
  element: El
  width: number
  height: number
}

/** Its answer: the PNG, or why satori or resvg refused the element. */
export type DrawResult = { png: Uint8Array } | { error: string }
