import type { Card } from '@ashes/api'
import { CardImage } from '../../../components/cards/CardImage.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import { cardPath } from '../../../components/cards/paths.ts'
import { Link } from '../../../lib/router/index.ts'
import type { CardsProps } from './CardGroups.tsx'
import type { GroupedCard } from './card-groups.ts'

/** What the card image needs of a deck's card (drawn, the card's own data is fetched). */
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

/** Binder style: card images with their counts (CardGroups.tsx loads it when chosen). */
export default function CardTiles({ cards, legacy }: CardsProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.stub} className="flex flex-col gap-1" data-testid="deck-card-tile">
          <CardImage card={asCard(card, legacy)} legacy={legacy} summary />
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
