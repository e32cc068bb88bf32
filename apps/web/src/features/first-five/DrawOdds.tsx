import { DRAW_ROUNDS, drawOdds } from '@ashes/game'
import { useMemo } from 'react'
import { percent } from '../../lib/percent.ts'
import type { FirstFiveDeck } from './deck.ts'

export const DRAW_ASSUMPTION =
  'Assuming you draw five new cards each later round: your hand played or discarded, then drawn back up to five.'

const ROUNDS = Array.from({ length: DRAW_ROUNDS }, (_, round) => round + 1)

/** Each card's chance to have been seen by rounds 1 to 3 (issue 17 item 5), exact. */
export function DrawOdds({ deck, firstFive }: { deck: FirstFiveDeck; firstFive: string[] }) {
  const odds = useMemo(() => drawOdds(deck.cards, firstFive), [deck.cards, firstFive])
  if (!deck.cards.length) return null
  return (
    <section aria-labelledby="draw-odds" className="space-y-1">
      <h3 id="draw-odds" className="text-lg font-bold">
        Draw odds
      </h3>
      <p className="text-sm text-stone-600">
        The chance to have seen at least one copy of each card by round 1, 2 and 3, starting with{' '}
        {firstFive.length ? 'the First Five' : 'five random cards (no First Five is chosen)'}.{' '}
        {DRAW_ASSUMPTION}
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-2">
              Card
            </th>
            {ROUNDS.map((round) => (
              <th key={round} scope="col" className="pl-2 text-right">
                Round {round}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deck.cards.map((card) => (
            <tr key={card.stub} className="border-b border-stone-200" data-stub={card.stub}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {card.count}× {card.name}
              </th>
              {(odds.get(card.stub) ?? []).map((chance, round) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per round
                <td key={round} className="pl-2 text-right tabular-nums">
                  {percent(chance)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
