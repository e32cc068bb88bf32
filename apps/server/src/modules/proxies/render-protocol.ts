import type { ProxyPaper } from '@ashes/api'
import type { CardImage } from './card-images.ts'
import type { ProxyCard } from './copies.ts'

/** A proxies sheet asked of a rendering worker: images by `imageKey` of a copy. */
export interface RenderJob {
  title: string
  paper: ProxyPaper
  copies: ProxyCard[]
  images: [string, CardImage][]
}

/** Which image a copy shows: one per card and edition. */
export const imageKey = (copy: ProxyCard) => `${copy.legacy}:${copy.card.stub}`

/**
 * What the worker answers, in order: the file's bytes chunk by chunk, the images that turned out
 * not to embed, then the end, or why it failed.
 */
export type RenderMessage =
  | { chunk: Uint8Array }
  | { badImage: string }
  | { done: true }
  | { error: string }
