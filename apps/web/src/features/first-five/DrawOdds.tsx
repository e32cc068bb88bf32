import { DRAW_ROUNDS, drawOdds } from '@ashes/game'
import { useMemo } from 'react'
import { Figure, FigureRow, FigureTable } from '../../components/FigureTable.tsx'
import { percent } from '../../lib/percent.ts'
import type { FirstFiveDeck } from './deck.ts'

const DRAW_ASSUMPTION =
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
      <FigureTable columns={['Card', ...ROUNDS.map((round) => `Round ${round}`)]}>
        {deck.cards.map((card) => (
          <FigureRow key={card.stub} data-stub={card.stub} name={`${card.count}× ${card.name}`}>
            {(odds.get(card.stub) ?? []).map((chance, round) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one cell per round
              <Figure key={round} className="tabular-nums">
                {percent(chance)}
              </Figure>
            ))}
          </FigureRow>
        ))}
      </FigureTable>
    </section>
  )
}
