/**
 * The builder's public surface, the only module other features import (biome.json enforces it):
 * cheap to import on any page. The rules, the save machinery and the pane load on demand
 * (commands.ts, BuilderPane.tsx).
 */
import { loadCommands } from './prefetch.ts'
import { moveRowFocus, moveTileFocus, stepFocusedCard } from './row-keys.ts'
import { type BuilderDeck, useBuilder } from './state.ts'

/** Id of the deck in the builder; null when the builder is inactive or the deck is unsaved. */
export function useBuilderDeckId(): number | null {
  return useBuilder((state) => (state.enabled ? state.deck.id : null))
}

/** Whether the builder is active (quantity controls show while it is). */
export function useBuilderActive(): boolean {
  return useBuilder((state) => state.enabled)
}

/** Whether the builder's pane is shown (beside the page from 1280 px, over it below). */
export function useBuilderPaneOpen(): boolean {
  return useBuilder((state) => state.enabled && state.paneOpen)
}

/** Name of the chosen Phoenixborn of the deck being built; null when none or inactive. */
export function useBuilderPhoenixbornName(): string | null {
  return useBuilder((state) => (state.enabled ? (state.deck.phoenixborn?.name ?? null) : null))
}

/**
 * The builder's deck while deck `id` is the one open in it, else null: the deck's page shows
 * this live state instead of the fetched copy (ui-behaviour §12).
 */
export function useLiveBuilderDeck(id: number | null): BuilderDeck | null {
  return useBuilder((state) =>
    id !== null && state.enabled && state.deck.id === id ? state.deck : null,
  )
}

/** Loads the latest save of deck `id` into the builder (unless loaded) and opens the pane. */
export async function editDeck(id: number): Promise<void> {
  await (await loadCommands()).editDeck(id)
}

/** Resets the builder, clones deck `id` on the server and opens the copy; resolves with its id. */
export async function cloneIntoBuilder(args: {
  id: number
  redRains?: boolean
  directShareUuid?: string
}): Promise<number> {
  return (await loadCommands()).cloneIntoBuilder(args)
}

/** Opens the builder on a new, empty deck (nothing is saved until a Phoenixborn is chosen). */
export async function startNewDeck(kind: {
  redRains?: boolean
  unrestricted?: boolean
}): Promise<void> {
  await (await loadCommands()).startNewDeck(kind)
}

/** Resets the builder when the deleted deck is the one loaded (its pending save is dropped). */
export function forgetDeletedDeck(id: number): void {
  if (useBuilder.getState().deck.id !== id) return
  void loadCommands().then((module) => module.resetBuilder())
}

/** `+` or `-` on the focused card row: one copy more or less; false when it does not apply. */
export function stepFocusedCardCount(delta: 1 | -1): boolean {
  return useBuilder.getState().enabled && stepFocusedCard(delta)
}

/** An arrow key on a card row: focus moves to the row above or below; false when none has focus. */
export function moveCardRowFocus(delta: 1 | -1): boolean {
  return useBuilder.getState().enabled && moveRowFocus(delta)
}

/** ← or → on a binder tile: focus moves to the tile before or after; false elsewhere. */
export function moveCardTileFocus(delta: 1 | -1): boolean {
  return useBuilder.getState().enabled && moveTileFocus(delta)
}

export { apiFields } from './deck-fields.ts'
export { builderIntent, prefetchBuilder } from './prefetch.ts'
export {
  ActiveCardQuantity,
  BuilderPaneSlot,
  BuilderToggle,
  CardQuantity,
  DraftOfferSlot,
} from './slots.tsx'
export type { BuilderDeck } from './state.ts'
