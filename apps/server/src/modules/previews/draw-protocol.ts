import type { El } from './element.ts'

/** A drawing asked of the worker thread. */
export interface DrawJob {
  id: number
  element: El
  width: number
  height: number
}

/** Its answer: the PNG, or why satori or resvg refused the element. */
export type DrawResult = { id: number; png: Uint8Array } | { id: number; error: string }
