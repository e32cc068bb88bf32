import { cardSections } from '@ashes/game'
import { useState } from 'react'
import { phoenixbornImageUrl } from '../../lib/media.ts'
import { PhoenixbornSuffix } from '../cards/browser/CardListView.tsx'
import { CardLink } from '../cards/CardLink.tsx'
import { DeckDice } from './DeckDice.tsx'
import { cardCount } from './deck-rules.ts'

export interface ContentsCard {
  stub: string
  name: string
  type: string
  count: number
  phoenixborn?: string | null
}

/** The parts of a deck (API shape, or the builder's deck) this view needs. */
export interface ContentsDeck {
  phoenixborn: {
    name: string
    stub: string
    battlefield?: number | string
    life?: number | string
    spellboard?: number | string
  } | null
  dice: readonly { name: string; count: number }[]
  cards: readonly ContentsCard[]
  conjurations?: readonly ContentsCard[] | null
  is_unrestricted?: boolean | null
  is_legacy?: boolean | null
}

function CardLines({ cards, legacy }: { cards: readonly ContentsCard[]; legacy: boolean }) {
  return (
    <ul>
      {cards.map((card) => (
        <li key={card.stub}>
          {card.count}x <CardLink stub={card.stub} name={card.name} legacy={legacy} />{' '}
          <PhoenixbornSuffix name={card.phoenixborn ?? undefined} />
        </li>
      ))}
    </ul>
  )
}

function PhoenixbornStats({ phoenixborn }: { phoenixborn: ContentsDeck['phoenixborn'] }) {
  if (!phoenixborn) return null
  const stats = [
    ['Battlefield', phoenixborn.battlefield, 'border-red-300'],
    ['Life', phoenixborn.life, 'border-green-400'],
    ['Spellboard', phoenixborn.spellboard, 'border-sky-600'],
  ] as const
  return (
    <ul className="flex flex-wrap gap-1 text-xs font-bold">
      {stats.map(([label, value, border]) =>
        value === undefined ? null : (
          <li key={label} className={`border px-1 ${border}`}>
            {label} {value}
          </li>
        ),
      )}
    </ul>
  )
}

/**
 * A deck's contents as a pure view: Phoenixborn art and stats, dice, the cards by type with
 * counts and 'n / 30' (or '/ 100'), and the conjuration pile.
 */
export function DeckContents({ deck }: { deck: ContentsDeck }) {
  const legacy = deck.is_legacy === true
  const count = cardCount(deck)
  const [artFailed, setArtFailed] = useState(false)
  const pb = deck.phoenixborn
  return (
    <div className="flex gap-4">
      {pb && !legacy && !artFailed ? (
        <img
          src={phoenixbornImageUrl(pb.stub)}
          alt=""
          aria-hidden="true"
          className="hidden w-36 shrink-0 self-start sm:block"
          onError={() => setArtFailed(true)}
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-3">
        {pb ? (
          <div className="space-y-1">
            <h2 className="text-2xl font-bold">
              <CardLink stub={pb.stub} name={pb.name} legacy={legacy} />
            </h2>
            <PhoenixbornStats phoenixborn={pb} />
          </div>
        ) : null}
        <DeckDice dice={deck.dice} />
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-2">
          <h3 className="text-lg font-bold">Cards</h3>
          <span
            className={`text-sm font-bold ${count.offTarget ? 'text-red-700' : 'text-stone-600'}`}
            data-testid="deck-card-count"
          >
            {count.text}
          </span>
        </div>
        {deck.cards.length ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {cardSections(deck.cards).map((section) => (
              <section key={section.type} aria-label={section.title}>
                <h4 className="font-semibold">
                  {section.title} <span className="text-stone-500">({section.count})</span>
                </h4>
                <CardLines cards={section.cards} legacy={legacy} />
              </section>
            ))}
            {deck.conjurations?.length ? (
              <section aria-label="Conjurations">
                <h4 className="font-semibold">Conjurations</h4>
                <CardLines cards={deck.conjurations} legacy={legacy} />
              </section>
            ) : null}
          </div>
        ) : (
          <p className="text-stone-600">This deck has no cards yet.</p>
        )}
      </div>
    </div>
  )
}
