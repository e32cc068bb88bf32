import { TestDraw } from '../test-draw/index.ts'
import { useBuilder } from './state.ts'

/**
 * "Draw a hand" of the deck being built. Its own component, so a builder change re-renders this
 * button alone, not the pane; its seed parameter is not the deck page's, so both never open.
 */
export function BuilderTestDraw() {
  const deck = useBuilder((state) => state.deck)
  return <TestDraw deck={deck} param="builder-draw" />
}
