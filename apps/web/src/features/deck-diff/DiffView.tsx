import type { CardChange, DeckDiff } from '@ashes/game'
import type { ReactNode } from 'react'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { capitalize } from '../../components/Dice.tsx'

const titleText = (title: string | null) => (title === null ? 'none' : `“${title}”`)

function Cards({ label, cards, sign }: { label: string; cards: CardChange[]; sign: string }) {
  if (!cards.length) return null
  return (
    <li>
      <span className="font-semibold">{label}: </span>
      {cards.map((card, index) => (
        <span key={card.stub}>
          {index ? ', ' : null}
          <span className="tabular-nums">
            {sign}
            {card.count}
          </span>{' '}
          <CardLink stub={card.stub} name={card.name} />
        </span>
      ))}
    </li>
  )
}

/**
 * What changed between two versions of a deck. The First Five line is `firstFive` when the
 * caller is still fetching it or failed to (deck listings do not carry it).
 */
export function DiffView({ diff, firstFive }: { diff: DeckDiff; firstFive?: ReactNode }) {
  const five = diff.firstFive
  const fiveChanged = five && (five.added.length > 0 || five.removed.length > 0)
  if (diff.unchanged && (five || !firstFive)) return <p className="text-sm">No changes.</p>
  const names = (cards: { name: string }[]) => cards.map((card) => card.name).join(', ')
  return (
    <ul className="space-y-0.5 text-sm">
      {diff.title ? (
        <li>
          <span className="font-semibold">Title: </span>
          {titleText(diff.title.from)} → {titleText(diff.title.to)}
        </li>
      ) : null}
      {diff.phoenixborn ? (
        <li>
          <span className="font-semibold">Phoenixborn: </span>
          {diff.phoenixborn.from ?? 'none'} → {diff.phoenixborn.to ?? 'none'}
        </li>
      ) : null}
      {diff.dice.length ? (
        <li>
          <span className="font-semibold">Dice: </span>
          {diff.dice.map((die) => `${capitalize(die.name)} ${die.from} → ${die.to}`).join(', ')}
        </li>
      ) : null}
      <Cards label="Added" cards={diff.added} sign="+" />
      <Cards label="Removed" cards={diff.removed} sign="−" />
      {fiveChanged ? (
        <li>
          <span className="font-semibold">First Five: </span>
          {five.added.length ? `in ${names(five.added)}` : null}
          {five.added.length && five.removed.length ? '; ' : null}
          {five.removed.length ? `out ${names(five.removed)}` : null}
        </li>
      ) : null}
      {!five && firstFive ? <li>{firstFive}</li> : null}
    </ul>
  )
}
