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
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, relativeUrl, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { type DeckListFilters, deckListQuery, type ListingScope } from './listing/filters.ts'

export type { DeckDetails, DeckFullOut, DeckOut }

/** Decks every listing, history and preview reads (the deck listing item, api-decks 3.4). */
const DECKS = 'decks'

/** A page of public decks or of the player's own (SPEC §7 Decks). */
export function useDeckList(filters: DeckListFilters, scope: ListingScope) {
  const token = useAuth((state) => state.token)
  const url = withQuery(scope.mine ? '/v2/decks/mine' : '/v2/decks', deckListQuery(filters, scope))
  return useQuery({
    queryKey: [DECKS, 'list', url, scope.mine ? token : null],
    queryFn: async ({ signal }) => api<Paginated<DeckOut>>(url, { signal }),
    placeholderData: keepPreviousData,
    // the builder changes the player's own decks behind our back
    ...(scope.mine ? { staleTime: 0 } : {}),
    retry: false,
  })
}

/** Up to 10 recent public decks with a card or by a player (card pages, profiles). */
export function useDeckPreview(filter: { card?: string; player?: string; legacy?: boolean }) {
  const url = withQuery('/v2/decks', {
    limit: 10,
    card: filter.card,
    player: filter.player,
    show_legacy: filter.legacy,
  })
  return useQuery({
    queryKey: [DECKS, 'list', url, null],
    queryFn: async ({ signal }) => api<Paginated<DeckOut>>(url, { signal }),
    retry: false,
  })
}

/** A deck page: the public deck, or with `mine` the latest save (`show_saved`). */
export function useDeckDetails(id: string, mine: boolean, enabled = true) {
  const token = useAuth((state) => state.token)
  return useQuery({
    enabled,
    queryKey: [DECKS, 'details', id, mine, token],
    queryFn: async ({ signal }) =>
      api<DeckDetails>(withQuery(`/v2/decks/${encodeURIComponent(id)}`, { show_saved: mine }), {
        signal,
      }),
    ...(mine ? { staleTime: 0 } : {}),
    retry: false,
  })
}

export function useSharedDeck(uuid: string) {
  return useQuery({
    queryKey: [DECKS, 'shared', uuid],
    queryFn: async ({ signal }) =>
      api<DeckFullOut>(`/v2/decks/shared/${encodeURIComponent(uuid)}`, { signal }),
    retry: false,
  })
}

/** A deck's snapshots, newest first; further pages follow the reply's `next`. */
export function useSnapshots(id: string, publicOnly: boolean) {
  const token = useAuth((state) => state.token)
  const first = withQuery(`/v2/decks/${encodeURIComponent(id)}/snapshots`, {
    show_public_only: publicOnly,
  })
  return useInfiniteQuery({
    queryKey: [DECKS, 'snapshots', first, token],
    queryFn: async ({ pageParam, signal }) => api<Paginated<DeckOut>>(pageParam, { signal }),
    initialPageParam: first,
    getNextPageParam: (last) => (last.next ? relativeUrl(last.next) : undefined),
    retry: false,
  })
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
export function usePhoenixborns(legacy: boolean) {
  return useQuery({
    queryKey: ['phoenixborns', legacy],
    queryFn: async ({ signal }) =>
      (
        await api<Paginated<Card>>(
          withQuery('/v2/cards', {
            types: ['phoenixborn'],
            show_legacy: legacy,
            sort: 'name',
            limit: 100,
          }),
          { signal },
        )
      ).results,
    staleTime: 30 * 60_000,
  })
}

/** DELETE /v2/decks/{id}; every cached deck list and page is stale afterwards. */
export function useDeleteDeck() {
  const client = useQueryClient()
  return async (id: number) => {
    await api(`/v2/decks/${id}`, { method: 'DELETE' })
    // Marked stale only: refetching the page being left would flash 'No deck found'.
    await client.invalidateQueries({ queryKey: [DECKS], refetchType: 'none' })
  }
}

/** PATCH /v2/decks/snapshots/{id}: a snapshot's title and description; its pages show the change. */
export function useEditSnapshot() {
  const client = useQueryClient()
  return async (id: number, changes: { title: string; description: string }) => {
    await api(`/v2/decks/snapshots/${id}`, { method: 'PATCH', json: changes })
    await client.invalidateQueries({ queryKey: [DECKS] })
  }
}

/** One page of an import from the sister site (SPEC §4 Import). */
export async function importDeckPage(
  token: string,
  query: { from_date?: string; deck_share_uuid?: string },
) {
  return api<DeckImportResponse>(withQuery(`/v2/decks/import/${encodeURIComponent(token)}`, query))
}
