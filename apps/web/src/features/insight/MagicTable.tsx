import type { DeckStats } from '@ashes/game'
import { capitalize, DieIcon } from '../../components/Dice.tsx'
import { Icon } from '../../components/Icon.tsx'

/** The magic no die in the pool has, said first: the most common deck-building mistake. */
export function MissingMagic({ missing }: { missing: DeckStats['missing'] }) {
  if (missing.length === 0) return null
  return (
    <ul className="space-y-1" data-testid="missing-magic">
      {missing.map(({ magic, cards }) => (
        <li
          key={magic}
          className="flex gap-2 rounded border border-warn-line bg-warn-tint p-2 text-warn-ink"
        >
          <Icon name="warning" className="size-5 shrink-0" />
          <span>
            <strong>No {capitalize(magic)} dice in the pool</strong>, yet {cards.join(', ')}{' '}
            {cards.length === 1 ? 'asks' : 'ask'} for {capitalize(magic)} magic.
          </span>
        </li>
      ))}
    </ul>
  )
}

const pair = (counts: { power: number; class: number }) =>
  counts.power || counts.class ? `${counts.power} / ${counts.class}` : '–'

/** Power and class symbols the cards ask for, per magic, against that magic's dice. */
export function MagicTable({ stats }: { stats: DeckStats }) {
  if (stats.magic.length === 0) return <p>The cards ask for no magic and the pool has no dice.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left text-stone-600">
          Symbols the cards ask for (power / class), against the dice in the pool. Basic symbols in
          main costs: {stats.basic}.
        </caption>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-2">
              Magic
            </th>
            <th scope="col" className="px-2 text-right">
              Dice
            </th>
            <th scope="col" className="px-2 text-right">
              Main costs
            </th>
            <th scope="col" className="pl-2 text-right">
              Effect costs
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.magic.map((row) => {
            const asked = row.main.power + row.main.class + row.effect.power + row.effect.class
            const short = row.dice === 0 && asked > 0
            return (
              <tr
                key={row.magic}
                className={`border-b border-stone-200 ${short ? 'text-danger' : ''}`}
              >
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="inline-flex items-center gap-1">
                    <DieIcon die={row.magic} face={null} label="" />
                    {capitalize(row.magic)}
                  </span>
                </th>
                <td className={`px-2 text-right ${short ? 'font-bold' : ''}`}>{row.dice}</td>
                <td className="px-2 text-right">{pair(row.main)}</td>
                <td className="pl-2 text-right">{pair(row.effect)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
