import type { DeckStats } from '@ashes/game'
import { capitalize, DieIcon } from '../../components/Dice.tsx'
import { Figure, FigureRow, FigureTable } from '../../components/FigureTable.tsx'
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
    <FigureTable
      columns={['Magic', 'Dice', 'Main costs', 'Effect costs']}
      caption={`Symbols the cards ask for (power / class), against the dice in the pool. Basic symbols in main costs: ${stats.basic}.`}
    >
      {stats.magic.map((row) => {
        const asked = row.main.power + row.main.class + row.effect.power + row.effect.class
        const short = row.dice === 0 && asked > 0
        return (
          <FigureRow
            key={row.magic}
            className={short ? 'text-danger' : ''}
            name={
              <span className="inline-flex items-center gap-1">
                <DieIcon die={row.magic} face={null} label="" />
                {capitalize(row.magic)}
              </span>
            }
          >
            <Figure className={short ? 'font-bold' : ''}>{row.dice}</Figure>
            <Figure>{pair(row.main)}</Figure>
            <Figure>{pair(row.effect)}</Figure>
          </FigureRow>
        )
      })}
    </FigureTable>
  )
}
