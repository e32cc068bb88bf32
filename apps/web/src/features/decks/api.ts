// Types only: the server serialises through these very schemas, and parsing again here would
// put zod into the deck pages' first load.
import type {
  Card,
  DeckDetails,
  DeckFullOut,
  DeckImportResponse,
  DeckOut,
  Paginated,
  ReleaseList,
} from '@ashes/api'
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { api, relativeUrl, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { type MaybeKept, orKeptAnswer, staleUnlessKept } from '../../lib/offline.ts'
import { answeredOffline, orLocalCopy } from '../../lib/offline-copy.ts'
import { DECKS } from './deck-writes.ts'
import { type DeckListFilters, deckListQuery, type ListingScope } from './listing/filters.ts'

export type { DeckDetails, DeckFullOut, DeckOut }

/** A page of public decks or of the player's own (SPEC §7 Decks). */
export function deckListPageQuery(
  filters: DeckListFilters,
  scope: ListingScope,
  token: string | null,
) {
  const url = withQuery(scope.mine ? '/v2/decks/mine' : '/v2/decks', deckListQuery(filters, scope))
  return queryOptions({
    queryKey: [DECKS, 'list', url, scope.mine ? token : null],
    // The player's own list is kept on the device and read from there offline (issue 30).
    queryFn: async ({ signal }): Promise<MaybeKept<Paginated<DeckOut>>> => {
      const read = (onHeaders?: (headers: Headers) => void) =>
        api<Paginated<DeckOut>>(url, { signal, onHeaders })
      return scope.mine ? (await orKeptAnswer(url, read)).value : read()
    },
    placeholderData: keepPreviousData,
    // the builder changes the player's own decks behind our back
    ...(scope.mine ? { staleTime: 0, networkMode: 'offlineFirst' as const } : {}),
    retry: false,
  })
}

export function useDeckList(filters: DeckListFilters, scope: ListingScope) {
  const token = useAuth((state) => state.token)
  return useQuery(deckListPageQuery(filters, scope, token))
}

type DeckPreviewFilter = { card?: string; player?: string; legacy?: boolean }

/** Up to 10 recent public decks with a card or by a player (card pages, profiles). */
export function deckPreviewQuery(filter: DeckPreviewFilter) {
  const url = withQuery('/v2/decks', {
    limit: 10,
    card: filter.card,
    player: filter.player,
    show_legacy: filter.legacy,
  })
  return queryOptions({
    queryKey: [DECKS, 'list', url, null],
    queryFn: async ({ signal }) => api<Paginated<DeckOut>>(url, { signal }),
    retry: false,
  })
}

export const useDeckPreview = (filter: DeckPreviewFilter) => useQuery(deckPreviewQuery(filter))

/**
 * A deck page: the public deck, or with `mine` the latest save (`show_saved`). Each page a player
 * opens is kept on the device and read from there offline, marked with `keptAt` (issue 30).
 */
const deckDetailsQuery = (id: string, mine: boolean, token: string | null) => {
  const url = withQuery(`/v2/decks/${encodeURIComponent(id)}`, { show_saved: mine })
  return {
    queryKey: [DECKS, 'details', id, mine, token],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MaybeKept<DeckDetails>> =>
      (await orKeptAnswer(url, (onHeaders) => api<DeckDetails>(url, { signal, onHeaders }))).value,
    staleTime: mine ? 0 : staleUnlessKept(60_000),
    // Run even after the browser said it went offline: the copy kept on the device answers.
    networkMode: 'offlineFirst' as const,
    retry: false,
  }
}

/** A public deck as a visitor sees it, fetched into `client` (a deck page's screen data). */
export const fetchPublicDeck = (client: QueryClient, id: string) =>
  // The query's staleTime, which reads any kept answer, would make its data type that answer's.
  client.fetchQuery(deckDetailsQuery(id, false, null)) as Promise<DeckDetails>

export function useDeckDetails(id: string, mine: boolean, enabled = true) {
  const token = useAuth((state) => state.token)
  return useQuery({ ...deckDetailsQuery(id, mine, token), enabled })
}

/** What the query cache holds of a public deck as a visitor asks for it (its page's answer). */
export const visitorsDeckState = (client: QueryClient, id: string) =>
  client.getQueryState(deckDetailsQuery(id, false, null).queryKey)

export const sharedDeckQuery = (uuid: string) =>
  queryOptions({
    queryKey: [DECKS, 'shared', uuid],
    queryFn: async ({ signal }) =>
      api<DeckFullOut>(`/v2/decks/shared/${encodeURIComponent(uuid)}`, { signal }),
    retry: false,
  })

export const useSharedDeck = (uuid: string) => useQuery(sharedDeckQuery(uuid))

/** A deck's snapshots, newest first; further pages follow the reply's `next`. */
export function snapshotsQuery(id: string, publicOnly: boolean, token: string | null) {
  const first = withQuery(`/v2/decks/${encodeURIComponent(id)}/snapshots`, {
    show_public_only: publicOnly,
  })
  return infiniteQueryOptions({
    queryKey: [DECKS, 'snapshots', first, token],
    queryFn: async ({ pageParam, signal }) => api<Paginated<DeckOut>>(pageParam, { signal }),
    initialPageParam: first,
    getNextPageParam: (last) => (last.next ? relativeUrl(last.next) : undefined),
    retry: false,
  })
}

export function useSnapshots(id: string, publicOnly: boolean) {
  const token = useAuth((state) => state.token)
  return useInfiniteQuery(snapshotsQuery(id, publicOnly, token))
}

/**
 * Stubs of the public releases of one era in release order, for grouping a deck's cards by
 * release; fetched only when asked for (`enabled`), since most deck pages never need it.
 */
export function useReleaseOrder(legacy: boolean, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['release-order', legacy],
    queryFn: async ({ signal }) =>
      (await api<ReleaseList>(withQuery('/v2/releases', { show_legacy: legacy }), { signal })).map(
        (release) => release.stub,
      ),
    staleTime: 30 * 60_000,
    retry: false,
  })
}

/** The Phoenixborn of the picker, by name. */
export function phoenixbornsQuery(legacy: boolean) {
  const url = withQuery('/v2/cards', {
    types: ['phoenixborn'],
    show_legacy: legacy,
    sort: 'name',
    limit: 100,
  })
  return queryOptions({
    queryKey: ['phoenixborns', legacy],
    // Without a network, from the card data kept on this device (issue 30).
    queryFn: async ({ signal }) =>
      (
        await orLocalCopy(api<Paginated<Card>>(url, { signal }), async () =>
          (await import('../offline/index.ts')).localCardPage(url),
        )
      ).results,
    ...answeredOffline,
    staleTime: 30 * 60_000,
  })
}

export const usePhoenixborns = (legacy: boolean) => useQuery(phoenixbornsQuery(legacy))

/** DELETE /v2/decks/{id}; cached deck reads learn of it through useFreshDecks. */
export function useDeleteDeck() {
  return async (id: number) => {
    await api(`/v2/decks/${id}`, { method: 'DELETE' })
  }
}

/** PATCH /v2/decks/snapshots/{id}: a snapshot's title and description (pages: useFreshDecks). */
export function useEditSnapshot() {
  return async (id: number, changes: { title: string; description: string }) => {
    await api(`/v2/decks/snapshots/${id}`, { method: 'PATCH', json: changes })
  }
}

/** One page of an import from the sister site (SPEC §4 Import). */
export async function importDeckPage(
  token: string,
  query: { from_date?: string; deck_share_uuid?: string },
) {
  return api<DeckImportResponse>(withQuery(`/v2/decks/import/${encodeURIComponent(token)}`, query))
}
