import { sharePercent } from '@ashes/site'
import { useSuggestions } from '../discovery/index.ts'
import { useBuilderAfterFrame } from './after-first-frame.ts'
import { setCardCount } from './commands.ts'
import { type BuilderState, useBuilder } from './state.ts'

interface Asked {
  stub: string | null
  cards: string[]
}

/** What suggestions are asked for: the deck's Phoenixborn and its cards, in order. */
const askedOf = (state: BuilderState): Asked => ({
  stub: state.deck.phoenixborn?.stub ?? null,
  cards: state.deck.cards.map((card) => card.stub).sort(),
})

const sameAsked = (a: Asked, b: Asked) =>
  a.stub === b.stub &&
  a.cards.length === b.cards.length &&
  a.cards.every((stub, index) => stub === b.cards[index])

/**
 * Suggestions for the deck being built (issue 29 item 4): up to ten cards that public decks of
 * its Phoenixborn play with its cards, each with its reason, added with one click through the
 * builder's own command (one copy, as the + of a card row adds).
 */
export function BuilderSuggestions() {
  const phoenixborn = useBuilder((state) => state.deck.phoenixborn)
  // Asked once the frame showing the change is drawn: never part of a card added's frame, in
  // which this does not render.
  const asked = useBuilderAfterFrame(askedOf, sameAsked)
  const found = useSuggestions(asked.stub, asked.cards)
  if (!phoenixborn || !found.isSuccess) return null
  // "Aradel decks": the Phoenixborn's first name, as players call them.
  const decksOf = `${phoenixborn.name.split(' ')[0]} decks`
  return (
    <section aria-labelledby="builder-suggestions" className="space-y-2">
      <h3 id="builder-suggestions" className="font-bold">
        Suggestions
      </h3>
      {found.data.results.length === 0 ? (
        <p className="text-sm text-stone-600">
          {found.data.in_deck > 0
            ? `Your deck already holds every card public ${decksOf} play often enough to suggest.`
            : `Not enough public ${decksOf} to suggest cards yet.`}
        </p>
      ) : (
        <ul className="space-y-1">
          {found.data.results.map((row) => (
            <li key={row.card.stub} className="flex items-center justify-between gap-2">
              <span className="min-w-0 text-sm">
                <span className="font-semibold">{row.card.name}</span>{' '}
                <span className="text-stone-600">
                  in {sharePercent(row.share)} of {decksOf}
                  {row.with ? ` with ${row.with.name}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="btn min-h-11 shrink-0 px-3"
                aria-label={`Add ${row.card.name}`}
                onClick={() => setCardCount(row.card, 1)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
