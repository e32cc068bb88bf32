import { deckDisplayTitle } from '@ashes/game'
import { Dialog } from '../../components/Dialog.tsx'
import { DeckContents } from '../decks/index.ts'
import { useBuilder } from './state.ts'

/** The builder's deck as its deck page will show it, live. */
export default function PreviewModal({ onClose }: { onClose: () => void }) {
  const deck = useBuilder((state) => state.deck)
  return (
    <Dialog title={deckDisplayTitle(deck)} onClose={onClose}>
      <DeckContents deck={deck} />
    </Dialog>
  )
}
