import type { DeckSaveBody, DeckSaveOut } from '@ashes/api'
import { api } from '../../lib/api.ts'

/**
 * PUT /v2/decks: creates the deck, or wholly replaces it when the body has an id. `keepalive`
 * lets the request outlive the page (the save sent as the tab is hidden or closed).
 */
export function saveDeck(
  body: DeckSaveBody,
  options: { keepalive?: boolean } = {},
): Promise<DeckSaveOut> {
  return api<DeckSaveOut>('/v2/decks', { method: 'PUT', json: body, keepalive: options.keepalive })
}
