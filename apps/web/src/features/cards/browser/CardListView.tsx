import type { Card } from '@ashes/api'
import { CardCost } from '../../../components/cards/CardCost.tsx'
import { CardLink } from '../../../components/cards/CardLink.tsx'
import { PhoenixbornSuffix } from '../../../components/cards/PhoenixbornSuffix.tsx'
import { CardQuantity } from '../../builder/index.ts'

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
 * Rows off screen skip style, layout and paint (content-visibility), and each row is its own
 * layout and paint scope: a quantity change repaints one row, not the page.
 */
export function CardListView({ cards, legacy }: { cards: Card[]; legacy: boolean }) {
  return (
    <ul
      className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-raised"
      data-card-rows
    >
      {cards.map((card) => (
        <li
          key={card.stub}
          className="grid gap-1 px-3 py-2 [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4"
          data-testid="card-row"
          data-card-row
        >
          <div className="min-w-0">
            <CardQuantity card={{ ...card, is_legacy: legacy || card.is_legacy }} />
            <p className="flex flex-wrap items-baseline gap-x-1">
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
            <p className="text-xs text-stone-500">
              {card.type}
              {card.placement ? ` · ${card.placement}` : ''}
            </p>
          </div>
          <Stats card={card} />
          <div className="text-sm">
            <CardCost cost={card.cost} />
          </div>
        </li>
      ))}
    </ul>
  )
}
