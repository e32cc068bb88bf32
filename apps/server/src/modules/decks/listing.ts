import type { DeckListQuery } from '@ashes/api'
import { diceFlags } from '@ashes/game'
import type { Db, Queryable } from '@ashes/runtime'
import type { PublicDeckCache } from '../../db/public-deck-cache.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { queryDecks } from './deck-contents.ts'
import { LISTED_COLUMNS, type ListedDeck } from './deck-rows.ts'
import { type SearchGate, titleMatch, titleQuery } from './title-search.ts'
import { listedDeck } from './visibility.ts'

export interface ListingScope {
  /** Public listing: each source deck's latest public snapshot; otherwise this player's saves. */
  mineOf?: number
}

/**
 * The public dice filter as a bit test of a snapshot's `dice_flags` (migration 0007): `only`
 * (and `any`) a pool within the chosen types, `includes` one of them, `all` every one.
 */
function diceClause(query: DeckListQuery, param: (value: unknown) => string) {
  if (!query.dice?.length) return undefined
  const chosen = param(diceFlags(query.dice))
  if (query.dice_logic === 'includes') return `d.dice_flags & ${chosen} <> 0`
  if (query.dice_logic === 'all') return `d.dice_flags & ${chosen} = ${chosen}`
  return `d.dice_flags <> 0 AND d.dice_flags & ~${chosen}::int = 0`
}

/** WHERE clauses and parameters of a deck listing, over the alias `d`. */
function filters(
  query: DeckListQuery,
  snapshot: CardSnapshot,
  scope: ListingScope,
  { cardRows = false } = {},
) {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where = [
    `d.is_legacy = ${param(query.show_legacy)}`,
    `d.is_red_rains = ${param(query.show_red_rains)}`,
    `d.is_unrestricted = ${param(query.show_unrestricted)}`,
  ]
  // The latest public snapshot is never a deleted one (0003): left unsaid, pages and counts
  // read the listing indexes alone, not every row they pass.
  where.push(
    scope.mineOf === undefined
      ? listedDeck('d')
      : `NOT d.is_deleted AND NOT d.is_snapshot AND d.player_id = ${param(scope.mineOf)}`,
  )
  if (query.show_preconstructed && scope.mineOf === undefined) where.push('d.is_preconstructed')
  const ids = (stubs: string[]) =>
    stubs.flatMap((stub) => snapshot.byStub.get(`${query.show_legacy}:${stub}`)?.id ?? [])
  if (query.phoenixborn?.length) {
    const phoenixborns = ids(query.phoenixborn)
    // One Phoenixborn (the usual case) as an equality, so the index gives pages in order.
    where.push(
      phoenixborns.length === 1
        ? `d.phoenixborn_id = ${param(phoenixborns[0])}`
        : `d.phoenixborn_id = ANY(${param(phoenixborns)}::int[])`,
    )
  }
  // A deck holding several of the cards is listed (and counted) once; every deck carries its card
  // ids (migrations 0003, 0025).
  // Read from the card's own rows (`byOneCard`), the deck's cards are not tested again: the
  // test would lead the planner to the cards' index and a sort of every deck holding the card.
  if (query.card?.length && !cardRows) {
    const cards = param(ids(query.card))
    where.push(`d.card_ids && ${cards}::int[]`)
  }
  if (query.player?.length && scope.mineOf === undefined)
    where.push(`p.badge = ANY(${param(query.player)}::text[])`)
  const dice = scope.mineOf === undefined ? diceClause(query, param) : undefined
  if (dice) where.push(dice)
  const text = query.q === undefined ? undefined : titleQuery(query.q)
  // A query with no letters left filters nothing, like a blank one.
  if (text !== undefined) where.push(titleMatch(param(text)))
  return { where: where.join(' AND '), params, param, search: text !== undefined }
}

/**
 * The count of a public listing from the counts kept per group (migration 0009), when its filters
 * are the ones kept: the flags, and at most one Phoenixborn and one card; undefined otherwise.
 */
function keptCount(query: DeckListQuery, snapshot: CardSnapshot) {
  if (query.player?.length || query.dice?.length) return undefined
  if (query.q !== undefined && titleQuery(query.q) !== undefined) return undefined
  if ((query.phoenixborn?.length ?? 0) > 1 || (query.card?.length ?? 0) > 1) return undefined
  const id = (stubs: string[] | undefined) =>
    stubs?.length ? snapshot.byStub.get(`${query.show_legacy}:${stubs[0]}`)?.id : 0
  const phoenixborn = id(query.phoenixborn)
  const card = id(query.card)
  // A stub naming no card matches no deck: counted as the other filters are.
  if (phoenixborn === undefined || card === undefined) return undefined
  const params: unknown[] = [query.show_legacy, query.show_red_rains, query.show_unrestricted, card]
  const where = ['card_id = $4', 'is_legacy = $1', 'is_red_rains = $2', 'is_unrestricted = $3']
  if (query.phoenixborn?.length) where.push(`phoenixborn_id = $${params.push(phoenixborn)}`)
  if (query.show_preconstructed) where.push('is_preconstructed')
  return {
    text: `SELECT coalesce(sum(count), 0)::int AS count,
             (SELECT version FROM public_deck_state) AS version
           FROM public_deck_count WHERE ${where.join(' AND ')}`,
    params,
  }
}

/**
 * The card of a public listing by exactly one known card in order of creation, whose pages are
 * read from that card's rows (migration 0010); undefined for any other listing. Preconstructed
 * decks, a few among many, are found faster from their own index.
 */
function byOneCard(query: DeckListQuery, snapshot: CardSnapshot) {
  if (query.sort !== 'created' || query.show_preconstructed || !query.card?.length) return
  // A title search reads its decks from the title index instead (see `listDecks`).
  if (query.q !== undefined && titleQuery(query.q) !== undefined) return
  const cards = new Set(
    query.card.map((stub) => snapshot.byStub.get(`${query.show_legacy}:${stub}`)?.id),
  )
  const [card] = cards
  return cards.size === 1 ? card : undefined
}

/**
 * LIMIT and OFFSET of a page. A prepared statement with a parameter there is planned anew on
 * every run (the planner cannot cost a generic plan for an unknown limit), which costs as much as
 * running it; so first pages, which most requests ask for, write both as numbers (zod has made
 * them integers; limit is 1 to 100, so there are few such statements) and deeper pages pass the
 * offset as a parameter.
 */
function pageClause(query: DeckListQuery, param: (value: unknown) => string) {
  const limit = Math.trunc(query.limit)
  return query.offset === 0 ? `LIMIT ${limit}` : `LIMIT ${limit} OFFSET ${param(query.offset)}`
}

/**
 * One page of a deck listing with its contents, and the total count. Public listings read each
 * source deck's latest public snapshot, which `is_latest_public` marks, and reuse their count by
 * filter while the public-deck version has not moved: usually one round trip for the page alone.
 * A public page in the later half of its listing is read from the other end (the count known
 * first), so the last page costs what the first does rather than a pass over every deck.
 */
export function listDecks(
  db: Db,
  snapshot: CardSnapshot,
  query: DeckListQuery,
  scope: ListingScope,
  counts: PublicDeckCache<number>,
  searches: SearchGate,
): Promise<{ count: number; rows: ListedDeck[]; version: number | undefined }> {
  const filtered = filters(query, snapshot, scope)
  // Anyone may search the public listing: its searches take turns, each statement bounded. A
  // player's own decks are few, and only that player searches them.
  if (filtered.search && scope.mineOf === undefined)
    return searches.run(db, (q) => readListing(q, snapshot, query, scope, counts, filtered))
  return readListing(db, snapshot, query, scope, counts, filtered)
}

async function readListing(
  db: Queryable,
  snapshot: CardSnapshot,
  query: DeckListQuery,
  scope: ListingScope,
  counts: PublicDeckCache<number>,
  { where, params, param, search }: ReturnType<typeof filters>,
): Promise<{ count: number; rows: ListedDeck[]; version: number | undefined }> {
  const countKey = `${where} ${JSON.stringify(params)}`
  const countParams = [...params]
  const players =
    query.player?.length && scope.mineOf === undefined ? 'JOIN player p ON p.id = d.player_id' : ''
  const countPage = () =>
    counts.obtain(countKey, snapshot.version, async () => {
      const kept = scope.mineOf === undefined ? keptCount(query, snapshot) : undefined
      const [total] = await db.query<{ count: number; version: number }>(
        kept?.text ??
          `SELECT count(*) AS count, (SELECT version FROM public_deck_state) AS version
           FROM deck d ${players} WHERE ${where}`,
        kept?.params ?? countParams,
      )
      // A player's own decks change with every save: their count is never kept.
      return {
        value: total?.count ?? 0,
        version: scope.mineOf === undefined ? total?.version : undefined,
      }
    })
  const limit = Math.trunc(query.limit)
  const known = scope.mineOf === undefined && query.offset > 0 ? await countPage() : undefined
  // From the other end: the rows after the page's last, then the page, in reverse order.
  const fromEnd = known !== undefined && query.offset < known && query.offset * 2 > known
  const pageQuery = fromEnd
    ? {
        ...query,
        order: query.order === 'asc' ? ('desc' as const) : ('asc' as const),
        offset: Math.max(0, known - query.offset - limit),
        limit: Math.min(limit, known - query.offset),
      }
    : query
  const card = scope.mineOf === undefined ? byOneCard(query, snapshot) : undefined
  const page =
    card === undefined
      ? { where, params, param }
      : filters(query, snapshot, scope, { cardRows: true })
  const order = pageQuery.order === 'asc' ? 'ASC' : 'DESC'
  // Listed decks are snapshots, whose `modified` is indexed as `snapshot_modified` (0011).
  const modified = scope.mineOf === undefined ? 'd.snapshot_modified' : 'd.modified'
  // Likes and trending: the totals kept on public snapshots (migration 0020), indexed like dates.
  const column = {
    created: 'd.created',
    modified,
    likes: 'd.like_count',
    trending: 'd.like_trend',
  }[query.sort]
  // id breaks ties so pages never repeat or skip a deck.
  const ordering = `ORDER BY ${column} ${order}, d.id ${order}`
  // A title search reads its decks from the title index (migration 0030), then sorts them. The
  // subquery is fenced (OFFSET 0): else the planner may walk the date index testing each title on
  // the way, which for a word few titles hold was a pass over every listed deck (issue 49).
  const decks = search
    ? `(SELECT d.id, ${column} AS ${column.slice(2)}
        FROM deck d ${players} WHERE ${where} OFFSET 0) d`
    : `deck d ${players} WHERE ${where}`
  // By one card, newest or oldest first: the page read from that card's rows (migration 0010)
  // in the same order, which are the same decks.
  const source =
    card === undefined
      ? `FROM ${decks} ${ordering}`
      : `FROM public_deck_card x JOIN deck d ON d.id = x.deck_id ${players}
         WHERE x.card_id = ${page.param(card)} AND x.is_legacy = ${page.param(query.show_legacy)}
           AND x.is_red_rains = ${page.param(query.show_red_rains)}
           AND x.is_unrestricted = ${page.param(query.show_unrestricted)} AND ${page.where}
         ORDER BY x.created ${order}, x.deck_id ${order}`
  // The page's ids first: PostgreSQL computes a row's columns (its cards and dice) even for the
  // rows an OFFSET skips, which made deep pages cost as much as every page before them.
  const rows = await queryDecks<
    Omit<ListedDeck, 'cards' | 'dice' | 'selected'> & { version: number }
  >(
    db,
    `SELECT (SELECT version FROM public_deck_state) AS version, ${LISTED_COLUMNS}
     FROM (SELECT d.id ${source} ${pageClause(pageQuery, page.param)}) page
     JOIN deck d ON d.id = page.id JOIN player p ON p.id = d.player_id
     ${ordering}`,
    page.params,
  )
  if (fromEnd) rows.reverse()
  const count = known ?? (await countPage())
  return {
    count,
    // The public-deck version the page was read at (unknown for an empty page).
    version: rows[0]?.version,
    rows: rows.map(({ version: _version, ...deck }) => deck),
  }
}
