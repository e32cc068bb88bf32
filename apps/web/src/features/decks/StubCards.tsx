import { byCodePoint, cardSections, deckCardCount } from '@ashes/game'
import { useId, useState } from 'react'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { Icon } from '../../components/Icon.tsx'
import type { DeckOut } from './api.ts'

interface StubCardsProps {
  cards: DeckOut['cards']
  /** The deck's conjuration pile, listed last as one group whatever each one's type. */
  conjurations: DeckOut['conjurations']
  legacy: boolean
  /** The deck's title, naming the disclosure button of this deck among the others of a list. */
  deckName: string
}

/**
 * A listed deck's cards by type in compact columns, as the reference client's deck list shows them
 * (ui-behaviour §12 "card preview"), its conjurations last, as that preview ends with them, so a
 * player reads a deck without opening it. On a phone the
 * list folds behind a disclosure button, closed at first: thirty decks of ten names each would
 * bury the titles; from 640 px up it always shows and the button is gone.
 */
export function StubCards({ cards, conjurations, legacy, deckName }: StubCardsProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (cards.length === 0 && conjurations.length === 0) return null
  // The button counts the deck's cards: conjurations are no part of its 30.
  const total = deckCardCount(cards)
  const sections = [
    ...cardSections(cards),
    ...(conjurations.length
      ? [
          {
            type: 'Conjurations',
            title: 'Conjurations',
            count: deckCardCount(conjurations),
            cards: [...conjurations].sort((a, b) => byCodePoint(a.name, b.name)),
          },
        ]
      : []),
  ]
  return (
    <div>
      <button
        type="button"
        className="flex min-h-11 w-full items-center gap-1 text-sm text-stone-700 sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevron" className={`size-4 ${open ? '' : '-rotate-90'}`} />
        {/* Named after the deck among the list's other buttons, its visible words first. */}
        <span>
          {open ? 'Hide cards ' : 'Show cards '}
          <span className="sr-only">of {deckName}</span>
          {open ? '' : ` (${total})`}
        </span>
      </button>
      <div
        id={id}
        className={`${open ? 'block' : 'hidden'} columns-2 gap-x-4 text-xs leading-5 sm:block sm:columns-3`}
        data-testid="stub-cards"
      >
        {sections.map((section) => (
          <div key={section.type} className="mb-1 break-inside-avoid">
            <p className="font-semibold text-stone-600">
              {section.title} ({section.count})
            </p>
            <ul>
              {section.cards.map((card) => (
                <li key={card.stub} className="truncate">
                  <span className="text-stone-600">{card.count}</span>{' '}
                  <CardLink stub={card.stub} name={card.name} legacy={legacy} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
