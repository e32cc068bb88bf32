import { builderTexts } from './deck-fields.ts'
import type { BuilderDeck } from './state.ts'

/**
 * A new deck: nothing chosen yet (free of the builder store, so the bench presets it too). Its
 * own module: the store (state.ts), which a page with a kept builder loads before its first
 * render, needs it without the deck rules that deck-data.ts brings.
 */
export const emptyDeck = (): BuilderDeck => ({
  id: null,
  ...builderTexts({}),
  modified: null,
  phoenixborn: null,
  dice: [],
  cards: [],
  conjurations: [],
  first_five: [],
  effect_costs: [],
  tutor_map: {},
  is_red_rains: false,
  is_unrestricted: false,
  direct_share_uuid: null,
  etag: null,
})
