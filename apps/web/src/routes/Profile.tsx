import { UserText } from '../components/cards/RichText.tsx'
import { PageLoadError } from '../components/PageLoadError.tsx'
import { playerQuery, usePlayer } from '../features/auth/api.ts'
import { deckPreviewQuery } from '../features/decks/api.ts'
import { DeckPreview } from '../features/decks/DeckPreview.tsx'
import { useServerRenderedFailures } from '../lib/query-failures.ts'
import { useParams } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'
import { isolate, usePageTitle } from '../lib/title.ts'

/** A player's page: the player, then their recent decks. */
const serverData: ScreenData = async (client, { params }) => {
  const player = await client.fetchQuery(playerQuery(params.badge ?? ''))
  await client.prefetchQuery(deckPreviewQuery({ player: player.badge }))
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

export default function Profile() {
  const { badge = '' } = useParams()
  useServerRenderedFailures()
  const player = usePlayer(badge)
  usePageTitle(player.data ? `${isolate(player.data.username)}#${player.data.badge}` : undefined)
  if (player.isPending) return <p className="py-8">Loading player...</p>
  if (player.isError) {
    return (
      <PageLoadError
        error={player.error}
        title="No player found"
        text="Sorry, this does not appear to be a valid player!"
        onRetry={() => player.refetch()}
      />
    )
  }
  return (
    <section className="space-y-4 py-4">
      <h1 className="text-2xl font-bold wrap-anywhere">
        <bdi>{player.data.username}</bdi>
        <span className="text-stone-500">#{player.data.badge}</span>
      </h1>
      {player.data.description ? <UserText text={player.data.description} /> : null}
      <DeckPreview
        heading="Decks"
        filter={{ player: player.data.badge }}
        seeAll={{
          to: `/decks/?player=${encodeURIComponent(player.data.badge)}`,
          text: (
            <>
              See all of <bdi>{player.data.username}</bdi>'s decks
            </>
          ),
        }}
        emptyText="No Decks found"
      />
    </section>
  )
}
