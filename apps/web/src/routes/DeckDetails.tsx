import { deckDisplayTitle } from '@ashes/game'
import { useQueryClient } from '@tanstack/react-query'
import { OfflineCopyMark } from '../components/TimeAgo.tsx'
import { apiFields, type BuilderDeck, useLiveBuilderDeck } from '../features/builder/index.ts'
import {
  type DeckFullOut,
  fetchPublicDeck,
  useDeckDetails,
  visitorsDeckState,
} from '../features/decks/api.ts'
import { DeckContents } from '../features/decks/DeckContents.tsx'
import { DeckDescription } from '../features/decks/DeckDescription.tsx'
import { sourceIdOf } from '../features/decks/deck-rules.ts'
import { CloneButtons } from '../features/decks/details/CloneButtons.tsx'
import { DeckActions } from '../features/decks/details/DeckActions.tsx'
import { DeckComments } from '../features/decks/details/DeckComments.tsx'
import { DeckLoadError } from '../features/decks/details/DeckLoadError.tsx'
import { DeckMeta } from '../features/decks/details/DeckMeta.tsx'
import { DeckOwnerButtons } from '../features/decks/details/DeckOwnerButtons.tsx'
import { PrintProxies } from '../features/decks/details/PrintProxies.tsx'
import { LegacyWarning, PrivateBanner } from '../features/decks/details/PrivateBanner.tsx'
import { ShareButton } from '../features/decks/details/ShareButton.tsx'
import { SimilarDecks, similarDecksQuery } from '../features/discovery/index.ts'
import { FirstFiveSlot } from '../features/first-five/index.ts'
import { DeckInsightSlot } from '../features/insight/index.ts'
import { LikeButton } from '../features/likes/index.ts'
import { deckRecordQuery } from '../features/results/api.ts'
import { DeckRecordPanel } from '../features/results/DeckRecordPanel.tsx'
import { BuyButton } from '../features/store/BuyButton.tsx'
import { TestDraw } from '../features/test-draw/index.ts'
import { useAuth } from '../lib/auth-store.ts'
import { namesNothing, useServerRenderedFailures } from '../lib/query-failures.ts'
import { Link, Navigate, useParams } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'
import { usePageTitle } from '../lib/title.ts'

/**
 * A public deck page's data, for a visitor: the deck, then its record where its owner shows it
 * and the decks like it, as the page below shows them (the panels that wait to come into view,
 * such as the insight, ask for their own data then).
 */
const serverData: ScreenData<{ mine?: boolean }> = async (client, { params, props }) => {
  if (props.mine || !params.id) return
  const { deck, record_shared } = await fetchPublicDeck(client, params.id)
  await Promise.all([
    record_shared === true ? client.prefetchQuery(deckRecordQuery(deck.id, null)) : null,
    deck.is_public && deck.is_legacy !== true
      ? client.prefetchQuery(similarDecksQuery(deck.id))
      : null,
  ])
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/** A deck page: public (/decks/{id}/) or the owner's private view (/decks/mine/{id}/). */
export default function DeckDetails({ mine = false }: { mine?: boolean }) {
  const { id = '' } = useParams()
  useServerRenderedFailures()
  const details = useDeckDetails(id, mine)
  const myBadge = useAuth((state) => state.badge)
  // The owner's deck open in the builder shows as the builder holds it, edits included.
  const live = useLiveBuilderDeck(mine && /^\d+$/.test(id) ? Number(id) : null)
  const fetched = details.data?.deck
  const deck = fetched && live ? liveView(fetched, live) : fetched
  usePageTitle(deck ? deckDisplayTitle(deck) : undefined)

  // A page the server rendered for a visitor said "No deck found"; such an answer is every
  // caller's on /decks/{id}/ (api-decks 4.4: no deck, a deleted one, one never published, owner
  // included), so it stays while a logged-in player's own ask is on its way.
  const client = useQueryClient()
  const carried = mine ? undefined : visitorsDeckState(client, id)
  if (details.isPending) {
    if (carried?.status === 'error' && namesNothing(carried.error)) {
      return <DeckLoadError error={carried.error} onRetry={() => details.refetch()} />
    }
    return <p className="py-8">Loading deck...</p>
  }
  if (details.isError) {
    return <DeckLoadError error={details.error} onRetry={() => details.refetch()} />
  }
  const { data } = details
  const shown = data.deck
  const view = deck ?? shown
  // A published snapshot has one address, the public one.
  if (mine && shown.is_public) return <Navigate to={`/decks/${shown.id}/`} replace />

  const legacy = shown.is_legacy === true
  const sourceId = sourceIdOf(shown)
  const owner = mine || (myBadge !== null && shown.user.badge === myBadge)
  const privateHistory = mine && !shown.is_public
  return (
    <article className="space-y-4">
      <h1 className={`text-3xl wrap-anywhere ${view.title ? 'font-bold' : 'italic'}`}>
        {deckDisplayTitle(view)}
      </h1>
      <OfflineCopyMark keptAt={data.keptAt} />
      {live ? (
        <p className="text-sm text-stone-600">
          This deck is open in the deck builder: its changes show here as you make them.
        </p>
      ) : null}
      {legacy ? <LegacyWarning /> : null}
      {mine ? (
        <PrivateBanner
          deck={shown}
          sourceId={sourceId}
          published={data.has_published_snapshot === true}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <aside className="space-y-3 lg:order-2">
          <DeckMeta details={data} />
          {mine ? null : <LikeButton deck={shown} liked={data.is_liked} />}
          {/* Each action a full-width button (or a column of them); on phones they fold into the
              Actions menu, which keeps them mounted, so any action placed here works there too. */}
          <DeckActions>
            <BuyButton deck={view} />
            <ShareButton deck={shown} />
            <Link
              to={
                privateHistory ? `/decks/mine/${sourceId}/history/` : `/decks/${sourceId}/history/`
              }
              className="btn w-full"
            >
              {privateHistory ? 'Private History' : 'History'}
            </Link>
            <TestDraw deck={view} />
            <PrintProxies deck={shown} saved={mine} />
            {owner && !legacy ? <DeckOwnerButtons deck={shown} mine={mine} /> : null}
            <CloneButtons deck={shown} flip />
          </DeckActions>
          {/* Others than the owner are answered 404 unless the owner shows the record. */}
          <DeckRecordPanel
            deckId={shown.id}
            visible={owner || data.record_shared === true}
            owner={owner}
          />
        </aside>
        <div className="lg:order-1">
          <DeckContents deck={view} releases={data.releases} />
          <div className="mt-6 border-t border-stone-200 pt-4">
            <DeckInsightSlot deck={view} />
          </div>
          <div className="mt-6">
            <FirstFiveSlot deck={view} />
          </div>
        </div>
      </div>
      <DeckDescription deck={view} />
      {shown.is_public && !legacy ? <SimilarDecks id={shown.id} /> : null}
      {shown.is_public && shown.comments_entity_id != null ? (
        <DeckComments
          entityId={shown.comments_entity_id}
          lastSeenEntityId={data.last_seen_entity_id ?? null}
          legacy={legacy}
        />
      ) : null}
    </article>
  )
}

/**
 * The fetched deck with what the builder holds in place of its editable parts. Builder cards
 * carry no release: they take the fetched copy's, so grouping by release still works.
 */
function liveView<D extends Pick<DeckFullOut, 'cards' | 'conjurations'>>(
  fetched: D,
  live: BuilderDeck,
) {
  const releases = new Map(
    [...fetched.cards, ...fetched.conjurations].map((card) => [card.stub, card.release]),
  )
  const withRelease = (card: BuilderDeck['cards'][number]) => ({
    ...card,
    release: releases.get(card.stub),
  })
  return {
    ...fetched,
    ...apiFields(live),
    phoenixborn: live.phoenixborn,
    dice: live.dice,
    cards: live.cards.map(withRelease),
    conjurations: live.conjurations.map(withRelease),
  }
}
