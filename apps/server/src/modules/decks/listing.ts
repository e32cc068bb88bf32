import type { DeckListQuery } from '@ashes/api'
import type { Queryable } from '../../db/client.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { DECK_COLUMNS, type DeckRow } from './deck-rows.ts'

/**
 * Title search words (4.1): `&`, `:`, `-` become spaces and anything but ASCII letters is dropped.
 * Every word must match a title word by its stem or as a prefix (the reference matched whole
 * stemmed words only, though it was designed for prefixes).
 */
export function titleQuery(q: string): string | undefined {
  const words = q
    .replace(/[&:-]/g, ' ')
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined
}

export interface ListingScope {
  /** Public listing: each source deck's latest public snapshot; otherwise this player's saves. */
  mineOf?: number
}

/** WHERE clauses and parameters of a deck listing, over the alias `d`. */
function filters(query: DeckListQuery, snapshot: CardSnapshot, scope: ListingScope) {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where = [
    'NOT d.is_deleted',
    `d.is_legacy = ${param(query.show_legacy)}`,
    `d.is_red_rains = ${param(query.show_red_rains)}`,
    `d.is_unrestricted = ${param(query.show_unrestricted)}`,
  ]
  if (scope.mineOf !== undefined)
    where.push(`NOT d.is_snapshot AND d.player_id = ${param(scope.mineOf)}`)
  if (query.show_preconstructed && scope.mineOf === undefined) where.push('d.is_preconstructed')
  const ids = (stubs: string[]) =>
    stubs.flatMap((stub) => snapshot.byStub.get(`${query.show_legacy}:${stub}`)?.id ?? [])
  if (query.phoenixborn?.length)
    where.push(`d.phoenixborn_id = ANY(${param(ids(query.phoenixborn))}::int[])`)
  // EXISTS rather than a join: a deck holding several of the cards is listed (and counted) once.
  if (query.card?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM deck_card dc WHERE dc.deck_id = d.id AND dc.card_id = ANY(${param(ids(query.card))}::int[]))`,
    )
  }
  if (query.player?.length && scope.mineOf === undefined)
    where.push(`p.badge = ANY(${param(query.player)}::text[])`)
  const text = query.q === undefined ? undefined : titleQuery(query.q)
  // A query with no letters left filters nothing, like a blank one.
  if (text !== undefined)
    where.push(
      `to_tsvector('english', coalesce(d.title, '')) @@ to_tsquery('english', ${param(text)})`,
    )
  return { where: where.join(' AND '), params, param }
}

/** The latest public snapshot of every source deck (latest by `created`, then by id). */
const LATEST_PUBLIC = `(SELECT DISTINCT ON (coalesce(s.source_id, -s.id)) s.* FROM deck s
  WHERE s.is_snapshot AND s.is_public AND NOT s.is_deleted
  ORDER BY coalesce(s.source_id, -s.id), s.created DESC, s.id DESC)`

/** One page of a deck listing and the total count. */
export async function listDecks(
  db: Queryable,
  snapshot: CardSnapshot,
  query: DeckListQuery,
  scope: ListingScope,
): Promise<{ count: number; rows: DeckRow[] }> {
  const { where, params, param } = filters(query, snapshot, scope)
  const from = `${scope.mineOf === undefined ? LATEST_PUBLIC : 'deck'} d JOIN player p ON p.id = d.player_id`
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM ${from} WHERE ${where}`,
    params,
  )
  const order = query.order === 'asc' ? 'ASC' : 'DESC'
  const column = query.sort === 'modified' ? 'd.modified' : 'd.created'
  // id breaks ties so pages never repeat or skip a deck.
  const rows = await db.query<DeckRow>(
    `SELECT ${DECK_COLUMNS} FROM ${from} WHERE ${where}
     ORDER BY ${column} ${order}, d.id ${order} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
    params,
  )
  return { count: total?.count ?? 0, rows }
}
