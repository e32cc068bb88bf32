import type { Card } from '@ashes/api'
import { CardCost } from '../../../components/cards/CardCost.tsx'
import { CardImage } from '../../../components/cards/CardImage.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import { cardPath } from '../../../components/cards/paths.ts'
import { Link } from '../../../lib/router/index.ts'
import { ActiveCardQuantity, useBuilderActive } from '../../builder/index.ts'
import { Stats } from './CardListView.tsx'

/** Binder style: card images (or drawn cards when images are unavailable) in a grid. */
export function CardBinderView({ cards, legacy }: { cards: Card[]; legacy: boolean }) {
  // Legacy cards never take quantity buttons.
  const building = useBuilderActive() && !legacy
  return (
    <ul
      className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      data-card-rows="grid"
    >
      {cards.map((card) => (
        <li
          key={card.stub}
          className="flex flex-col gap-1 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]"
          data-testid="card-tile"
          data-card-row
        >
          <CardImage card={card} legacy={legacy} />
          {building ? <ActiveCardQuantity card={card} /> : null}
          <p className="flex flex-wrap items-baseline gap-x-1">
            <Link to={cardPath(card.stub, legacy)} className="link font-semibold">
              {card.name}
            </Link>
            <PhoenixbornSuffix name={card.phoenixborn} />
            {card.release.is_phg === false ? <span title="Fan-made release">†</span> : null}
          </p>
          <p className="text-xs text-stone-500">
            {card.type}
            {card.placement ? ` · ${card.placement}` : ''}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <CardCost cost={card.cost} />
            <Stats card={card} />
          </div>
        </li>
      ))}
    </ul>
  )
}
