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
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-2">
              Card
            </th>
            <th scope="col" className="pl-2 text-right">
              Chance one roll pays its main cost
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.map(({ card, odds }) => (
            <tr key={card.stub} className="border-b border-stone-200">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {card.name}
              </th>
              <td className={`pl-2 text-right ${odds === 0 ? 'font-bold text-danger' : ''}`}>
                {percent(odds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
