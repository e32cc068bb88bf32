import { useSearchParams } from '../../lib/router/index.ts'
import { TestDraw } from '../test-draw/index.ts'
import { useBuilder } from './state.ts'

const PARAM = 'builder-draw'

/**
 * "Draw a hand" of the deck being built. Its own component, reading the deck only while its
 * draw is open (a seed in the address), so a builder change renders neither it nor the pane; its
 * seed parameter is not the deck page's, so both never open.
 */
export function BuilderTestDraw() {
  const [search] = useSearchParams()
  const open = search.has(PARAM)
  const deck = useBuilder((state) => (open ? state.deck : null))
  return <TestDraw deck={deck} param={PARAM} />
}
