import { FirstFiveButton, firstFiveChosen } from '../first-five/index.ts'
import { setFirstFive } from './commands.ts'
import { useBuilder } from './state.ts'

const useDeck = () => useBuilder((state) => state.deck)

/**
 * The First Five of the deck being built. Its own component, reading the count it shows (the
 * deck only while the picker is open), so a card added renders neither it nor the pane.
 */
export function BuilderFirstFive() {
  const chosen = useBuilder((state) => firstFiveChosen(state.deck))
  return <FirstFiveButton chosen={chosen} useDeck={useDeck} onChange={setFirstFive} />
}
