/**
 * The builder's public entry: cheap to import on any page. The rules, the save machinery and the
 * pane load on demand (commands.ts, BuilderPane.tsx).
 */
import { useBuilder } from './state.ts'

const commands = () => import('./commands.ts')

/** Id of the deck in the builder; null when the builder is inactive or the deck is unsaved. */
export function useBuilderDeckId(): number | null {
  return useBuilder((state) => (state.enabled ? state.deck.id : null))
}

/** Whether the builder is active (quantity controls show while it is). */
export function useBuilderActive(): boolean {
  return useBuilder((state) => state.enabled)
}

/** Loads the latest save of deck `id` into the builder (unless loaded) and opens the pane. */
export async function editDeck(id: number): Promise<void> {
  await (await commands()).editDeck(id)
}

/** Resets the builder, clones deck `id` on the server and opens the copy; resolves with its id. */
export async function cloneIntoBuilder(args: {
  id: number
  redRains?: boolean
  directShareUuid?: string
}): Promise<number> {
  return (await commands()).cloneIntoBuilder(args)
}

/** Opens the builder on a new, empty deck (nothing is saved until a Phoenixborn is chosen). */
export async function startNewDeck(kind: {
  redRains?: boolean
  unrestricted?: boolean
}): Promise<void> {
  await (await commands()).startNewDeck(kind)
}

/** Resets the builder when the deleted deck is the one loaded (its pending save is dropped). */
export function forgetDeletedDeck(id: number): void {
  if (useBuilder.getState().deck.id !== id) return
  void commands().then((module) => module.resetBuilder())
}

export { BuilderPaneSlot, BuilderToggle, CardQuantity } from './slots.tsx'
