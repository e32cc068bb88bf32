import { CardImage } from '../components/cards/CardImage.tsx'
import { PhoenixbornSuffix } from '../components/cards/PhoenixbornSuffix.tsx'
import { LegacyContext } from '../components/cards/RichText.tsx'
import { PageLoadError } from '../components/PageLoadError.tsx'
import { CardQuantity } from '../features/builder/index.ts'
import { cardDetailsQuery, useCardDetails } from '../features/cards/card-details-api.ts'
import { CardFacts } from '../features/cards/details/CardFacts.tsx'
import { RelatedCards } from '../features/cards/details/RelatedCards.tsx'
import { commentsQuery } from '../features/comments/api.ts'
import { CommentsSection } from '../features/comments/CommentsSection.tsx'
import { pageFromQuery } from '../features/comments/paging.ts'
import { deckPreviewQuery } from '../features/decks/api.ts'
import { DeckPreview } from '../features/decks/DeckPreview.tsx'
import { PlayedWith, playedWithQuery } from '../features/discovery/index.ts'
import { useServerRenderedFailures } from '../lib/query-failures.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import { useMatches, useParams } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'
import { usePageTitle } from '../lib/title.ts'

/**
 * A card's page, for a visitor: the card, then what the page shows below it (the decks played
 * with it, its recent decks and the page of comments the address names).
 */
const serverData: ScreenData = async (client, { params, search, handle }) => {
  const legacy = handle.legacy === true
  const details = await client.fetchQuery(cardDetailsQuery(params.stub ?? '', legacy, null))
  const { stub } = details.card
  const page = pageFromQuery(search.get('page'))
  await Promise.all([
    legacy ? null : client.prefetchQuery(playedWithQuery(stub)),
    client.prefetchQuery(deckPreviewQuery({ card: stub, legacy })),
    client.prefetchQuery(commentsQuery(details.entity_id, page, null)),
  ])
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

export default function CardDetails() {
  const { stub = '' } = useParams()
  const legacy =
    useMatches()
      .map((match) => match.handle)
      .findLast(isRouteHandle)?.legacy === true
  useServerRenderedFailures()
  const details = useCardDetails(stub, legacy)
  usePageTitle(details.data?.card.name)

  if (details.isPending) return <p className="py-8">Loading card...</p>
  if (details.isError) {
    return (
      <PageLoadError
        error={details.error}
        title="No card found"
        text="Sorry, this does not appear to be a valid card!"
        onRetry={() => details.refetch()}
      />
    )
  }

  const { card } = details.data
  return (
    <LegacyContext.Provider value={legacy}>
      <article className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">
            {card.name} <PhoenixbornSuffix name={card.phoenixborn} />
          </h1>
          <p className="text-stone-600">
            {card.type}
            {card.placement ? ` · ${card.placement}` : ''}
            {legacy ? ' · Legacy' : ''}
          </p>
          <div className="mt-2">
            <CardQuantity
              card={{ ...card, is_legacy: legacy || card.is_legacy }}
              placement="page"
            />
          </div>
        </header>
        <div className="grid gap-6 md:grid-cols-[300px_1fr]">
          <div className="mx-auto w-full max-w-[300px]">
            <CardImage card={card} legacy={legacy} />
          </div>
          <div className="space-y-6">
            <CardFacts details={details.data} />
            <RelatedCards related={details.data.related_cards} legacy={legacy} />
            {legacy ? null : <PlayedWith stub={card.stub} />}
          </div>
        </div>
        <DeckPreview
          heading="Recent decks"
          filter={{ card: card.stub, legacy }}
          seeAll={{
            to: `/decks/${legacy ? 'legacy/' : ''}?card=${encodeURIComponent(card.stub)}`,
            text: 'See all decks using this card',
          }}
        />
        <CommentsSection
          entityId={details.data.entity_id}
          lastSeenEntityId={details.data.last_seen_entity_id}
        />
      </article>
    </LegacyContext.Provider>
  )
}
