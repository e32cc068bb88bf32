import {
  canStartInHand,
  FIRST_FIVE_SIZE,
  type FirstFiveSelection,
  toggleFirstFive,
} from '@ashes/game'
import { Dialog } from '../../components/Dialog.tsx'
import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import type { FirstFiveDeck } from './deck.ts'
import { FirstFivePlan } from './FirstFivePlan.tsx'
import { useSelection } from './selection.ts'
import { useCardData } from './useCardData.ts'

export interface FirstFiveEditorProps {
  deck: FirstFiveDeck
  onChange: (selection: FirstFiveSelection) => void
  onClose: () => void
}

/** The builder's First Five: five different cards, the effect costs to pay and tutor picks. */
export default function FirstFiveDialog({ deck, onChange, onClose }: FirstFiveEditorProps) {
  const selection = useSelection(deck)
  const pb = deck.phoenixborn?.stub ?? null
  const candidates = deck.cards.filter((card) => canStartInHand(card.type))
  const full = selection.first_five.length >= FIRST_FIVE_SIZE
  const data = useCardData([...selection.first_five, ...(pb ? [pb] : [])], deck.is_legacy === true)
  return (
    <Dialog title="First Five" onClose={onClose}>
      <fieldset className="space-y-1">
        <legend className="text-sm text-stone-700">
          Choose the five different cards you start with ({selection.first_five.length} of{' '}
          {FIRST_FIVE_SIZE}). Phoenixborn and conjurations cannot start in hand.
        </legend>
        {candidates.length === 0 ? (
          <p className="text-stone-600">Add cards to the deck first.</p>
        ) : null}
        {/* Every candidate at once, in two columns: a scroll box of its own hid most of a deck
            of many different cards (issue 26 item 5); the dialog scrolls as one if it must. */}
        <ul className="grid grid-cols-2 gap-x-3">
          {candidates.map((card) => {
            const chosen = selection.first_five.includes(card.stub)
            return (
              <li key={card.stub}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen}
                    disabled={full && !chosen}
                    onChange={() => onChange(toggleFirstFive(selection, card.stub, pb))}
                  />
                  {card.name}
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      {data.failed ? (
        <ErrorNotice message="The chosen cards could not be loaded." onRetry={data.retry} />
      ) : data.pending ? (
        <p className="text-stone-600">Loading the chosen cards...</p>
      ) : (
        <FirstFivePlan deck={deck} selection={selection} cards={data.cards} onChange={onChange} />
      )}
      <button type="button" className="btn min-h-11 w-full" onClick={onClose}>
        Done
      </button>
    </Dialog>
  )
}
