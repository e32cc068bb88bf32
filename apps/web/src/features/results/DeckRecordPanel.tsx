import type { DeckResults } from '@ashes/api'
import { useId } from 'react'
import { Figure, FigureRow, FigureTable } from '../../components/FigureTable.tsx'
import { countOf } from '../../lib/grammar.ts'
import { useDeckRecord } from './api.ts'
import { DeckGames } from './DeckGames.tsx'

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`)

/** The record in one line: "5 games: 3 won, 1 lost, 1 drawn (60% won)". */
function recordLine(record: Pick<DeckResults, 'games' | 'wins' | 'losses' | 'draws' | 'win_rate'>) {
  return `${countOf(record.games, 'game')}: ${record.wins} won, ${record.losses} lost, ${record.draws} drawn (${percent(record.win_rate)} won)`
}

/**
 * "Record" on a deck's page: the games apps reported for it (issue 28), in all and against each
 * opponent Phoenixborn. Shown only where the server answers a record with games in it; asked
 * for only when `visible` (the viewer owns the deck, or its owner shows its record to others).
 * Its `owner` also sees each game, the app that reported it, and can delete it (issue 48 item 9).
 */
export function DeckRecordPanel({
  deckId,
  visible = true,
  owner = false,
}: {
  deckId: number
  visible?: boolean
  owner?: boolean
}) {
  const headingId = useId()
  const record = useDeckRecord(deckId, visible).data
  if (!record?.games) return null
  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm">
      <h2 id={headingId} className="text-lg font-bold">
        Record
      </h2>
      <p>{recordLine(record)}</p>
      <FigureTable
        columns={['Against', 'Games', 'Won', 'Win rate']}
        caption="Record against each opponent Phoenixborn"
        captionHidden
      >
        {record.opponents.map((opponent) => (
          <FigureRow key={opponent.phoenixborn.stub} name={opponent.phoenixborn.name}>
            <Figure>{opponent.games}</Figure>
            <Figure>{opponent.wins}</Figure>
            <Figure>{percent(opponent.win_rate)}</Figure>
          </FigureRow>
        ))}
      </FigureTable>
      {owner ? <DeckGames deckId={record.deck_id} /> : null}
    </section>
  )
}
