import { CardLink } from '../../components/cards/CardLink.tsx'
import { PhoenixbornArt } from '../../components/cards/PhoenixbornArt.tsx'
import type { GroupedCard } from './contents/card-groups.ts'
import { DeckCards } from './contents/DeckCards.tsx'
import { DeckDice } from './DeckDice.tsx'
import { cardCount } from './deck-rules.ts'

export type ContentsCard = GroupedCard

const NO_CARDS: readonly ContentsCard[] = []

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

function PhoenixbornStats({ phoenixborn }: { phoenixborn: ContentsDeck['phoenixborn'] }) {
  if (!phoenixborn) return null
  const stats = [
    ['Battlefield', phoenixborn.battlefield, 'border-danger-line'],
    ['Life', phoenixborn.life, 'border-ok-line'],
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
 * A deck's contents: Phoenixborn art and stats, dice, 'n / 30' (or '/ 100'), and the cards with
 * the conjuration pile, sorted and styled as the player chose. `releases` (the deck details'
 * list, oldest first) ranks release groups until the site's release list is at hand.
 */
export function DeckContents({
  deck,
  releases,
}: {
  deck: ContentsDeck
  releases?: readonly { stub: string }[] | undefined
}) {
  const legacy = deck.is_legacy === true
  const count = cardCount(deck)
  const pb = deck.phoenixborn
  return (
    <div className="flex gap-4">
      {pb ? (
        <PhoenixbornArt
          phoenixborn={pb}
          kind="badge"
          legacy={legacy}
          className="w-20 shrink-0 self-start sm:w-36"
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
        <DeckDice dice={deck.dice} named />
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-2">
          <h3 className="text-lg font-bold">Cards</h3>
          <span
            className={`text-sm font-bold ${count.offTarget ? 'text-danger' : 'text-stone-600'}`}
            data-testid="deck-card-count"
          >
            {count.text}
          </span>
        </div>
        {deck.cards.length ? (
          <DeckCards
            cards={deck.cards}
            conjurations={deck.conjurations ?? NO_CARDS}
            releases={releases}
            legacy={legacy}
          />
        ) : (
          <p className="text-stone-600">This deck has no cards yet.</p>
        )}
      </div>
    </div>
  )
}
