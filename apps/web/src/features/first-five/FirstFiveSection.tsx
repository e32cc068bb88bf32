import { ErrorNotice } from '../../components/ErrorNotice.tsx'
import { DrawOdds } from './DrawOdds.tsx'
import type { FirstFiveDeck } from './deck.ts'
import { FirstFivePlan } from './FirstFivePlan.tsx'
import { useSelection } from './selection.ts'
import { useCardData } from './useCardData.ts'

/** A deck page's First Five with the first roll's odds, and the deck's draw odds. */
export default function FirstFiveSection({ deck }: { deck: FirstFiveDeck }) {
  const selection = useSelection(deck)
  const stubs = [...selection.first_five, ...(deck.phoenixborn ? [deck.phoenixborn.stub] : [])]
  const data = useCardData(selection.first_five.length ? stubs : [], deck.is_legacy === true)
  return (
    <div className="space-y-4 border-t border-stone-200 pt-2">
      <section aria-labelledby="first-five" className="space-y-1">
        <h3 id="first-five" className="text-lg font-bold">
          First Five
        </h3>
        {!selection.first_five.length ? (
          <p className="text-stone-600">No First Five chosen.</p>
        ) : data.failed ? (
          <ErrorNotice message="The First Five's cards could not be loaded." onRetry={data.retry} />
        ) : data.pending ? (
          <p className="text-stone-600">Loading the First Five...</p>
        ) : (
          <FirstFivePlan deck={deck} selection={selection} cards={data.cards} />
        )}
      </section>
      <DrawOdds deck={deck} firstFive={selection.first_five} />
    </div>
  )
}
