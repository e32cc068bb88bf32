import type { Card } from '@ashes/api'
import { CardCost } from '../../../components/cards/CardCost.tsx'
import { CardLink } from '../../../components/cards/CardLink.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import { ActiveCardQuantity, useBuilderActive } from '../../builder/index.ts'

function stat(value: number | string | undefined) {
  return value === undefined ? '–' : String(value)
}

/** Phoenixborn show battlefield/life/spellboard; other cards attack/life/recover. */
export function Stats({ card }: { card: Card }) {
  const pb = card.type === 'Phoenixborn'
  const items = pb
    ? [
        ['Battlefield', card.battlefield],
        ['Life', card.life],
        ['Spellboard', card.spellboard],
      ]
    : [
        ['Attack', card.attack],
        ['Life', card.life],
        ['Recover', card.recover],
      ]
  if (items.every(([, value]) => value === undefined)) return null
  return (
    <dl className="flex gap-2 text-xs text-stone-600">
      {items.map(([label, value]) => (
        <div key={label as string} className="flex gap-0.5">
          <dt>
            <span aria-hidden="true">{(label as string).slice(0, pb ? 5 : 3)}</span>
            <span className="sr-only">{label as string}</span>
          </dt>
          <dd className="font-semibold text-stone-900">{stat(value as number)}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One line per card where the list is 52rem (832 px) wide or more (a container query, so the list beside
 * the open builder pane counts its own width): quantity buttons while building, name, type and
 * placement, stats, cost, in columns of fixed width that line up from row to row; a player scans
 * 16 or more cards a screen at 1366x900. Narrower, a card takes two lines (name and cost, then
 * type and stats), the quantity buttons beside both. Rows off screen skip style, layout and paint
 * (content-visibility), and each row is its own layout and paint scope: a quantity change
 * repaints one row, not the page.
 */
export function CardListView({ cards, legacy }: { cards: Card[]; legacy: boolean }) {
  // While building, rows without buttons (conjurations, another Phoenixborn's cards) keep the
  // buttons' column, so every name starts at the same place.
  const building = useBuilderActive() && !legacy
  return (
    <ul
      className="@container divide-y divide-stone-200 rounded-lg border border-stone-200 bg-raised"
      data-card-rows
    >
      {cards.map((card) => (
        <li
          key={card.stub}
          className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-y-0.5 px-3 py-1.5 [contain-intrinsic-size:auto_3.25rem] [content-visibility:auto] @min-[52rem]:flex @min-[52rem]:gap-4 @min-[52rem]:py-1 @min-[52rem]:[contain-intrinsic-size:auto_2.25rem]"
          data-testid="card-row"
          data-card-row
        >
          <div
            className={`col-start-1 row-span-2 row-start-1 mr-3 empty:hidden @min-[52rem]:mr-0 @min-[52rem]:shrink-0 ${building ? 'block! w-[8.75rem]' : ''}`}
          >
            {building ? <ActiveCardQuantity card={card} /> : null}
          </div>
          <p className="col-start-2 row-start-1 flex min-w-0 flex-wrap items-baseline gap-x-1 @min-[52rem]:flex-1">
            <CardLink
              stub={card.stub}
              name={card.name}
              legacy={legacy}
              className="link font-semibold"
            />
            <PhoenixbornSuffix name={card.phoenixborn} />
            {card.chained ? (
              <span
                className="rounded bg-stone-200 px-1 text-xs"
                title="Chained: cannot be in your First Five or played in round 1"
              >
                Chained
              </span>
            ) : null}
            {card.release.is_phg === false ? <abbr title="Fan-made release">†</abbr> : null}
            {card.conjurations?.map((conj) => (
              <span key={conj.stub} className="text-sm">
                + <CardLink stub={conj.stub} name={conj.name} legacy={legacy} />
              </span>
            ))}
          </p>
          <div className="col-start-3 row-start-1 justify-self-end pl-3 text-sm @min-[52rem]:order-last @min-[52rem]:flex @min-[52rem]:min-w-40 @min-[52rem]:shrink-0 @min-[52rem]:justify-end @min-[52rem]:pl-0">
            <CardCost cost={card.cost} />
          </div>
          <p className="col-start-2 row-start-2 truncate text-xs text-stone-600 @min-[52rem]:w-44 @min-[52rem]:shrink-0">
            {card.type}
            {card.placement ? ` · ${card.placement}` : ''}
          </p>
          <div className="col-start-3 row-start-2 justify-self-end pl-3 @min-[52rem]:w-32 @min-[52rem]:shrink-0 @min-[52rem]:pl-0">
            <Stats card={card} />
          </div>
        </li>
      ))}
    </ul>
  )
}
