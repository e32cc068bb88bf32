import { useParams } from 'react-router'
import { Icon } from '../components/Icon.tsx'
import { usePlayer } from '../features/auth/api.ts'
import { UserText } from '../features/cards/RichText.tsx'
import { ApiError, describeError } from '../lib/api-error.ts'
import { usePageTitle } from '../lib/title.ts'

export default function Profile() {
  const { badge = '' } = useParams()
  const player = usePlayer(badge)
  usePageTitle(player.data ? `${player.data.username}#${player.data.badge}` : undefined)
  if (player.isPending) return <p className="py-8">Loading player...</p>
  if (player.isError) {
    if (player.error instanceof ApiError && player.error.status === 404) {
      return (
        <section className="py-12 text-center">
          <h1 className="mb-2 text-2xl font-bold">No player found</h1>
          <p>Sorry, this does not appear to be a valid player!</p>
        </section>
      )
    }
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <Icon name="warning" className="size-5 text-red-700" />
        <p className="flex-1">{describeError(player.error).message}</p>
        <button type="button" className="btn" onClick={() => player.refetch()}>
          Retry
        </button>
      </div>
    )
  }
  return (
    <section className="space-y-4 py-4">
      <h1 className="text-2xl font-bold">
        {player.data.username}
        <span className="text-stone-500">#{player.data.badge}</span>
      </h1>
      {player.data.description ? <UserText text={player.data.description} /> : null}
      <p className="text-stone-600">This player's decks will be listed here in the next release.</p>
    </section>
  )
}
