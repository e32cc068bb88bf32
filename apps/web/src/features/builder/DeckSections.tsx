import { cardSections, deckSize } from '@ashes/game'
import { memo, useMemo } from 'react'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { PhoenixbornSuffix } from '../../components/cards/PhoenixbornSuffix.tsx'
import QuantityButtons from './QuantityButtons.tsx'
import { type BuilderCard, useBuilder } from './state.ts'

/**
 * One line a card, however narrow the pane: the name gives way (cut with an ellipsis, the whole
 * card in its hover popup), never the buttons, so the rows stay a list a player scans.
 * Memoised: a change re-renders only the rows whose card changed (cards keep identity). Each row
 * is its own paint scope (contain: paint), so adding a card repaints the new row and the rows it
 * moves rather than the whole section; the clip margin keeps the buttons' focus rings visible.
 */
const CardRow = memo(function CardRow({ card }: { card: BuilderCard }) {
  return (
    <li
      className="flex items-center justify-between gap-x-2 py-0.5 [contain:paint] [overflow-clip-margin:0.5rem]"
      data-stub={card.stub}
      data-card-row
    >
      <span className="min-w-0 truncate">
        <span className="font-semibold" data-testid="pane-count">
          {card.count}×
        </span>{' '}
        <CardLink stub={card.stub} name={card.name} legacy={false} />{' '}
        <PhoenixbornSuffix name={card.phoenixborn ?? undefined} />
      </span>
      <span className="shrink-0">
        <QuantityButtons card={card} size="pane" />
      </span>
    </li>
  )
})

/** The deck's cards by type, in section order with plural headings, then the conjurations. */
export function DeckSections() {
  const cards = useBuilder((state) => state.deck.cards)
  const conjurations = useBuilder((state) => state.deck.conjurations)
  const unrestricted = useBuilder((state) => state.deck.is_unrestricted)
  const total = cards.reduce((sum, card) => sum + card.count, 0)
  const size = deckSize(unrestricted)
  const sections = useMemo(() => cardSections(cards), [cards])
  return (
    <section aria-labelledby="builder-cards" className="space-y-2 text-sm" data-card-rows>
      <h3 id="builder-cards" className="font-bold">
        Cards{' '}
        <span className={total > size ? 'text-danger' : 'text-stone-600'} data-testid="pane-total">
          {total} / {size}
        </span>
      </h3>
      {cards.length === 0 ? (
        <p className="text-stone-600">
          Add cards with the quantity buttons of the card browser or card pages.
        </p>
      ) : null}
      {sections.map((section) => (
        <div key={section.type} className="[contain:content]">
          <h4 className="font-semibold text-stone-700">
            {section.title} ({section.count})
          </h4>
          <ul>
            {section.cards.map((card) => (
              <CardRow key={card.stub} card={card} />
            ))}
          </ul>
        </div>
      ))}
      {conjurations.length ? (
        <div>
          <h4 className="font-semibold text-stone-700">Conjurations</h4>
          <ul>
            {conjurations.map((card) => (
              <li key={card.stub}>
                {card.count}× <CardLink stub={card.stub} name={card.name} legacy={false} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
