import type { Card } from '@ashes/api'
import { CardImage } from '../../../components/cards/CardImage.tsx'
import { CardLink } from '../../../components/cards/CardLink.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import { cardPath } from '../../../components/cards/paths.ts'
import { Link } from '../../../lib/router/index.ts'
import type { CardGroup, GroupedCard } from './card-groups.ts'

interface CardsProps {
  cards: readonly GroupedCard[]
  legacy: boolean
}

/** List style: 'n× name' lines. */
function CardLines({ cards, legacy }: CardsProps) {
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

/** What the card image (and the card drawn when the image fails) needs of a deck's card. */
function asCard(card: GroupedCard, legacy: boolean): Card {
  return {
    name: card.name,
    stub: card.stub,
    type: card.type,
    release: card.release ?? { name: '', stub: '' },
    ...(card.phoenixborn ? { phoenixborn: card.phoenixborn } : {}),
    is_legacy: legacy,
  }
}

/** Binder style: card images with their counts. */
function CardTiles({ cards, legacy }: CardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.stub} className="flex flex-col gap-1" data-testid="deck-card-tile">
          <CardImage card={asCard(card, legacy)} legacy={legacy} />
          <p className="text-sm">
            <span className="font-bold">{card.count}x</span>{' '}
            <Link to={cardPath(card.stub, legacy)} className="link">
              {card.name}
            </Link>{' '}
            <PhoenixbornSuffix name={card.phoenixborn ?? undefined} />
          </p>
        </li>
      ))}
    </ul>
  )
}

interface Props {
  groups: readonly CardGroup<GroupedCard>[]
  conjurations: readonly GroupedCard[]
  legacy: boolean
  binder: boolean
}

/** Each group under its heading, then the conjuration pile, as a list or a binder. */
export function CardGroups({ groups, conjurations, legacy, binder }: Props) {
  const Cards = binder ? CardTiles : CardLines
  const sections = [
    ...groups,
    ...(conjurations.length
      ? [{ key: 'conjurations', title: 'Conjurations', count: undefined, cards: conjurations }]
      : []),
  ]
  return (
    <div
      className={binder ? 'space-y-4' : 'grid gap-3 sm:grid-cols-2'}
      data-testid={binder ? 'deck-cards-binder' : 'deck-cards-list'}
    >
      {sections.map((section) => (
        <section key={section.key} aria-label={section.title}>
          <h4 className={binder ? 'mb-1 font-semibold' : 'font-semibold'}>
            {section.title}
            {section.count === undefined ? null : (
              <>
                {' '}
                <span className="text-stone-500">({section.count})</span>
              </>
            )}
          </h4>
          <Cards cards={section.cards} legacy={legacy} />
        </section>
      ))}
    </div>
  )
}
