import { lazy, Suspense } from 'react'
import { CardLink } from '../../../components/cards/CardLink.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import type { CardGroup, GroupedCard } from './card-groups.ts'

// The binder of card images loads when chosen: the list, the default, shows no card image.
const CardTiles = lazy(() => import('./CardTiles.tsx'))

export interface CardsProps {
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
          <Suspense fallback={null}>
            <Cards cards={section.cards} legacy={legacy} />
          </Suspense>
        </section>
      ))}
    </div>
  )
}
