import { Figure, FigureRow, FigureTable } from '../../components/FigureTable.tsx'
import { percent } from '../../lib/percent.ts'
import type { Insight } from './insight.ts'

/** Each card's chance that one roll of the deck's dice pays its main cost (issue 17 item 2). */
export function OddsTable({ odds }: { odds: Insight['odds'] }) {
  return (
    <section aria-labelledby="insight-odds" className="space-y-1">
      <h3 id="insight-odds" className="font-bold">
        Dice odds
      </h3>
      <p className="text-sm text-stone-600">
        The chance that one roll of the deck's dice pays each card's main cost. It ignores
        meditation, dice powers and the parts of a cost that take no dice (actions, discards, X).
      </p>
      <FigureTable columns={['Card', 'Chance one roll pays its main cost']}>
        {odds.map(({ card, odds }) => (
          <FigureRow key={card.stub} name={card.name}>
            <Figure className={odds === 0 ? 'font-bold text-danger' : ''}>{percent(odds)}</Figure>
          </FigureRow>
        ))}
      </FigureTable>
    </section>
  )
}
