import { z } from 'zod'
import { enumOf, queryBool } from './validation.ts'

/** Paper sizes of the printed proxies sheet (issue 19 item 3). */
export const PROXY_PAPERS = ['a4', 'letter'] as const
export type ProxyPaper = (typeof PROXY_PAPERS)[number]

/**
 * GET /v2/decks/{id}/proxies.pdf: the paper, whether the conjuration pile is printed too (off
 * unless asked: a player printing proxies mostly lacks deck cards, and conjurations double the
 * sheets), and, for the deck's owner, the saved version rather than the published one.
 */
export const ProxiesQuery = z.object({
  paper: enumOf(PROXY_PAPERS)
    .default('a4')
    .meta({ description: 'a4 (210 x 297 mm) or letter (8.5 x 11 in).' }),
  conjurations: queryBool().meta({
    description: "Adds one proxy per copy of each of the deck's conjurations (default false).",
  }),
  show_saved: queryBool().meta({
    description: "The owner's saved version, as GET /v2/decks/{id}?show_saved=true.",
  }),
})
export type ProxiesQuery = z.infer<typeof ProxiesQuery>
