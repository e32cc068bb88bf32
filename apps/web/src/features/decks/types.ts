import type { ExportDeck } from '@ashes/game'

/** A deck the share and export modal can show: a saved deck, a snapshot or the builder's. */
export interface ShareableDeck extends ExportDeck {
  direct_share_uuid?: string | null
  is_snapshot?: boolean
  is_public?: boolean
}
