import type { DeckGameOut } from '@ashes/api'
import { useQueryClient } from '@tanstack/react-query'
import { TimeAgo } from '../../components/TimeAgo.tsx'
import { toast } from '../../lib/toast-store.ts'
import { useConfirm } from '../../lib/useConfirm.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { deleteDeckGame, useDeckGames } from './api.ts'

const OUTCOME = { win: 'Won', loss: 'Lost', draw: 'Drew' } as const

function GameRow({ game }: { game: DeckGameOut }) {
  const client = useQueryClient()
  const { busy, run } = useSubmit()
  const remove = useConfirm(() =>
    run(async () => {
      await deleteDeckGame(game.deck_id, game.id)
      // Records and their games are read again, a snapshot's page's too (keyed by its own id).
      await client.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'decks' && queryKey[2] === 'results',
      })
      toast.success('The game has been deleted from the record.')
    }),
  )
  const against = `${OUTCOME[game.result]} against ${game.opponent_phoenixborn.name}`
  return (
    <li className="flex items-center justify-between gap-2 py-1">
      <span className="min-w-0 wrap-anywhere">
        {against} ({game.format}), <TimeAgo date={game.played_at} />, reported by{' '}
        {game.app ? game.app.name : 'an app since deleted'}
      </span>
      <button
        type="button"
        className={`btn min-h-11 shrink-0 ${remove.armed ? 'border-danger-fill bg-danger-fill text-white hover:bg-danger-fill-hover' : ''}`}
        aria-label={remove.armed ? undefined : `Delete the game: ${against}`}
        disabled={busy}
        aria-disabled={remove.settling || undefined}
        onClick={remove.click}
      >
        {remove.armed ? 'Confirm?' : 'Delete'}
      </button>
    </li>
  )
}

/**
 * The games behind a deck's record, for its owner: which app reported each, and a Delete for a
 * game they did not play or an app got wrong (issue 48 item 9).
 */
export function DeckGames({ deckId }: { deckId: number }) {
  const games = useDeckGames(deckId)
  const pages = games.data?.pages ?? []
  const rows = pages.flatMap((page) => page.results)
  if (games.isError)
    return (
      <p className="text-sm">
        The games could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => games.refetch()}>
          Try again
        </button>
      </p>
    )
  if (rows.length === 0) return null
  return (
    <div className="space-y-1">
      <h3 className="font-bold">Games</h3>
      <ul className="divide-y divide-stone-200">
        {rows.map((game) => (
          <GameRow key={game.id} game={game} />
        ))}
      </ul>
      {games.hasNextPage ? (
        <button
          type="button"
          className="btn w-full"
          disabled={games.isFetchingNextPage}
          onClick={() => games.fetchNextPage()}
        >
          Show more games
        </button>
      ) : null}
    </div>
  )
}
