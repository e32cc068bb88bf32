/**
 * The builder's public surface, the only module other features import (biome.json enforces it):
 * cheap to import on any page. The store, the rules, the save machinery and the pane load on
 * demand (store-handle.ts, commands.ts, BuilderPane.tsx).
 */
import { loadCommands } from './prefetch.ts'
import type { BuilderDeck } from './state.ts'
import { builderStore, useBuilderState } from './store-handle.ts'

/** Id of the deck in the builder; null when the builder is inactive or the deck is unsaved. */
export function useBuilderDeckId(): number | null {
  return useBuilderState((state) => (state.enabled ? state.deck.id : null), null)
}

/** Whether the builder is active (quantity controls show while it is). */
export function useBuilderActive(): boolean {
  return useBuilderState((state) => state.enabled, false)
}

/** Whether the builder's pane is shown (beside the page from 1280 px, over it below). */
export function useBuilderPaneOpen(): boolean {
  return useBuilderState((state) => state.enabled && state.paneOpen, false)
}

/** Name of the chosen Phoenixborn of the deck being built; null when none or inactive. */
export function useBuilderPhoenixbornName(): string | null {
  return useBuilderState(
    (state) => (state.enabled ? (state.deck.phoenixborn?.name ?? null) : null),
    null,
  )
}

/**
 * The builder's deck while deck `id` is the one open in it, else null: the deck's page shows
 * this live state instead of the fetched copy (ui-behaviour §12).
 */
export function useLiveBuilderDeck(id: number | null): BuilderDeck | null {
  return useBuilderState(
    (state) => (id !== null && state.enabled && state.deck.id === id ? state.deck : null),
    null,
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
  if (builderStore()?.getState().deck.id !== id) return
  void loadCommands().then((module) => module.resetBuilder())
}

export { apiFields } from './deck-fields.ts'
export { loadKeptBuilder } from './load-kept.ts'
export { builderIntent, prefetchBuilder } from './prefetch.ts'
export {
  ActiveCardQuantity,
  BuilderPaneSlot,
  BuilderToggle,
  CardQuantity,
  DraftOfferSlot,
} from './slots.tsx'
export type { BuilderDeck } from './state.ts'
