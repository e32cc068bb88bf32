import { FirstFiveButton } from '../first-five/index.ts'
import { setFirstFive } from './commands.ts'
import { useBuilder } from './state.ts'

/**
 * The First Five of the deck being built. Its own component, so a builder change re-renders this
 * button alone, not the pane.
 */
export function BuilderFirstFive() {
  const deck = useBuilder((state) => state.deck)
  return <FirstFiveButton deck={deck} onChange={setFirstFive} />
}
