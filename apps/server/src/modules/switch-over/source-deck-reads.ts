import type { Queryable } from '@ashes/runtime'

// The switch-over's reads of the source's deck tables: the Ashes.live database's own, not ours
// (our deck table is the decks module's, and its writes here are in decks/switch-over-write.ts).
// The one file outside modules/decks and db/ whose SQL names a `deck` table.

/**
 * The source's decks with their contents as text (card:count; flag:count and
 * card:tutor:first five:paid effect in their storage order, which the reference answers in).
 * Dates as text keep their microseconds (api-decks 0.5).
 */
export const sourceDecksSql = (
  unrestricted: boolean,
) => `SELECT d.id, d.entity_id, d.direct_share_uuid,
    d.title, d.description, d.is_public, d.is_snapshot, d.is_preconstructed, d.is_red_rains,
    ${unrestricted ? 'd.is_unrestricted' : 'false'} AS is_unrestricted, d.is_legacy,
    d.is_deleted, d.is_exported, d.preconstructed_release,
    coalesce(d.created, d.modified, '2020-08-30Z')::text AS created,
    coalesce(d.modified, d.created, '2020-08-30Z')::text AS modified,
    d.ashes_500_score, d.ashes_500_revision_id, d.source_id, d.user_id AS player_id,
    d.phoenixborn_id, d.is_moderated, d.original_description, d.moderation_notes,
    (SELECT string_agg(c.card_id || ':' || c.count, ',') FROM deck_card c
     WHERE c.deck_id = d.id) AS cards,
    (SELECT string_agg(x.die_flag || ':' || x.count, ',' ORDER BY x.ctid) FROM deck_die x
     WHERE x.deck_id = d.id) AS dice,
    (SELECT string_agg(concat_ws(':', s.card_id, s.tutor_card_id, s.is_first_five::int,
       s.is_paid_effect::int), ',' ORDER BY s.ctid) FROM deck_selected_card s
     WHERE s.deck_id = d.id) AS selected
  FROM deck d ORDER BY d.id`

/** The source's card ids a deck names: in its cards, First Five, tutors or as its Phoenixborn. */
export async function sourceCardsDecksUse(source: Queryable): Promise<Set<number>> {
  const rows = await source.query<{ id: number }>(
    `SELECT card_id AS id FROM deck_card UNION SELECT card_id FROM deck_selected_card
     UNION SELECT tutor_card_id FROM deck_selected_card
     UNION SELECT phoenixborn_id FROM deck WHERE phoenixborn_id IS NOT NULL`,
  )
  return new Set(rows.map((row) => row.id))
}

/** The source's highest entity id (of its stream, cards, decks and comments), 0 when none. */
export async function sourceMaxEntityId(source: Queryable): Promise<number> {
  const [max] = await source.query<{ id: number | null }>(
    `SELECT greatest((SELECT max(entity_id) FROM streamable), (SELECT max(entity_id) FROM card),
       (SELECT max(entity_id) FROM deck), (SELECT max(entity_id) FROM comment)) AS id`,
  )
  return max?.id ?? 0
}
