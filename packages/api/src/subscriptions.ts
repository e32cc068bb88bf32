import { z } from 'zod'
import { PathId } from './ids.ts'

/** Subscriptions to a card's or source deck's comments and snapshots (api-decks 7). */
export const SubscriptionParams = z.object({ entity_id: PathId })
export const SubscriptionCreated = z.object({ last_seen_entity_id: z.number().int() })
export type SubscriptionCreated = z.infer<typeof SubscriptionCreated>
export const SubscriptionPatchBody = z.object({ last_seen_entity_id: z.number().int() })
