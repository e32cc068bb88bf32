import type { Card, CardData, CardDetails, Paginated, ReleaseList } from '@ashes/api'
import { type CardListingCopy, listCopy, listingCopy } from '@ashes/game'
import { keep, readKept } from '../../lib/offline.ts'

const KEY = 'card-data'

/**
 * The card data as GET /v2/card-data sent it: its text, parsed only when a read without a
 * network needs it (copies kept before were parsed, `data`). It was parsed, kept parsed and
 * indexed for search after every online load, though few visits ever read it (the indexing alone
 * was 22 to 31 ms of main thread in CPU profiles of a first visit to /cards/, CPU unthrottled).
 */
type KeptCardData = { etag: string } & ({ text: string } | { data: CardData })

type Copy = CardListingCopy<Card> & { releases: CardData['releases'] }

let copy: Promise<Copy | undefined> | undefined

function build(kept: KeptCardData | undefined): Copy | undefined {
  if (!kept) return undefined
  const data = 'text' in kept ? (JSON.parse(kept.text) as CardData) : kept.data
  return { ...listingCopy<Card>(data), releases: data.releases }
}

/**
 * Brings the kept copy of the card database up to date (GET /v2/card-data): a copy that is
 * current costs a 304 and no body. Run after each load with a network.
 */
export async function refreshCardCopy(): Promise<void> {
  const kept = await readKept<KeptCardData>(KEY)
  // A copy kept parsed is fetched again, whole, to be kept as text from then on.
  const current = kept && 'text' in kept ? kept.etag : undefined
  const response = await fetch('/v2/card-data', {
    headers: current ? { 'If-None-Match': current, Accept: 'application/json' } : {},
  }).catch(() => undefined)
  if (!response?.ok) return
  const fresh = { etag: response.headers.get('ETag') ?? '', text: await response.text() }
  await keep(KEY, fresh)
  // Built again from the new copy when a read without a network first asks for it.
  copy = undefined
}

function cardCopy(): Promise<Copy | undefined> {
  copy ??= readKept<KeptCardData>(KEY).then(build)
  return copy
}

/**
 * A page of GET /v2/cards answered from the kept copy, with the same filters, order and search
 * as the server (@ashes/game card-listing.ts); undefined when nothing is kept.
 */
export async function localCardPage(url: string): Promise<Paginated<Card> | undefined> {
  const cards = await cardCopy()
  if (!cards) return undefined
  const parsed = new URL(url, window.location.origin)
  const { query, count, page } = listCopy(cards, parsed.searchParams)
  const link = (offset: number) => {
    const params = new URLSearchParams(parsed.searchParams)
    if (offset > 0) params.set('offset', String(offset))
    else params.delete('offset')
    return `${parsed.pathname}?${params}`
  }
  const end = query.offset + query.limit
  return {
    count,
    next: end < count ? link(end) : null,
    previous: query.offset > 0 ? link(Math.max(0, query.offset - query.limit)) : null,
    results: page.map((card) => card.doc),
  }
}

/** A card page's details from the kept copy: the card itself, no usage figures nor related cards. */
export async function localCardDetails(
  stub: string,
  legacy: boolean,
): Promise<CardDetails | undefined> {
  const cards = await cardCopy()
  const card = cards?.cards.find((entry) => entry.stub === stub && entry.isLegacy === legacy)
  if (!card) return undefined
  return {
    card: card.doc,
    usage: { decks: 0, users: 0 },
    preconstructed_deck: null,
    related_cards: {},
    entity_id: 0,
    last_seen_entity_id: null,
  }
}

/** The releases of one era from the kept copy, in the server's order (GET /v2/releases). */
export async function localReleases(legacy: boolean): Promise<ReleaseList | undefined> {
  const releases = (await cardCopy())?.releases
  return releases
    ?.filter((release) => release.is_legacy === legacy)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(({ name, stub, is_legacy }) => ({ name, stub, is_legacy }))
}
