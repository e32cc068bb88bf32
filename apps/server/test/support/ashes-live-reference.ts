import type { Queryable } from '@ashes/runtime'

/**
 * What the Ashes.live API answers for the rows of a source database, computed from its tables by
 * the rules the reference documents (../shared/reference/api-decks.md and api-core.md, cited by
 * section), independently of our code: the switch-over's proof compares our answers with these.
 */

const DIE_NAMES: Record<number, string> = {
  1: 'ceremonial',
  2: 'charm',
  4: 'illusion',
  8: 'natural',
  16: 'divine',
  32: 'sympathy',
  64: 'time',
  128: 'artifice',
  256: 'astral',
}
/** ISO 8601 with microseconds and Z (api-decks 0.5). */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

interface SourceCard {
  id: number
  copies: number | null
  json: Record<string, unknown> & { name: string; stub: string }
}

export interface SourceDeckRow {
  id: number
  entity_id: number
  source_id: number | null
  user_id: number
  title: string | null
  description: string | null
  created: string
  modified: string
  is_public: boolean
  is_snapshot: boolean
  is_red_rains: boolean
  is_legacy: boolean
  is_deleted: boolean
  is_preconstructed: boolean
  direct_share_uuid: string
  phoenixborn_id: number | null
  ashes_500_score: number | null
  ashes_500_revision_id: number | null
  username: string
  badge: string
}

export const sourceDecks = (src: Queryable) =>
  src.query<SourceDeckRow>(
    `SELECT d.id, d.entity_id, d.source_id, d.user_id, d.title, d.description,
       ${iso('d.created')} AS created, ${iso('d.modified')} AS modified, d.is_public,
       d.is_snapshot, d.is_red_rains, d.is_legacy, d.is_deleted, d.is_preconstructed,
       d.direct_share_uuid::text, d.phoenixborn_id, d.ashes_500_score, d.ashes_500_revision_id,
       u.username, u.badge
     FROM deck d JOIN "user" u ON u.id = d.user_id ORDER BY d.id`,
  )

/** A card entry of a deck, minimal form (api-decks 3.1). */
const entry = (card: SourceCard, count: number | null) => ({
  count,
  name: card.json.name,
  stub: card.json.stub,
  type: card.json.type,
  phoenixborn: card.json.phoenixborn ?? null,
  is_legacy: card.json.is_legacy ?? false,
  release: card.json.release,
})
const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

/** The listing item of a deck row (api-decks 3.4), without its share UUID. */
export async function referenceListing(src: Queryable, deck: SourceDeckRow) {
  const cardsOf = async (sql: string, params: unknown[]) =>
    src.query<SourceCard & { count: number }>(sql, params)
  const cards = await cardsOf(
    `SELECT c.id, c.copies, c.json, dc.count FROM deck_card dc JOIN card c ON c.id = dc.card_id
     WHERE dc.deck_id = $1`,
    [deck.id],
  )
  // Conjurations reachable from the cards and the Phoenixborn, followed through chains (3.2).
  const conjurations = await cardsOf(
    `WITH RECURSIVE reach(id) AS (
       SELECT conjuration_id FROM card_conjuration
       WHERE card_id IN (SELECT card_id FROM deck_card WHERE deck_id = $1) OR card_id = $2
       UNION SELECT cc.conjuration_id FROM card_conjuration cc JOIN reach r ON cc.card_id = r.id)
     SELECT c.id, c.copies, c.json, c.copies AS count FROM card c WHERE c.id IN (SELECT id FROM reach)`,
    [deck.id, deck.phoenixborn_id ?? 0],
  )
  const dice = await src.query<{ die_flag: number; count: number }>(
    'SELECT die_flag, count FROM deck_die WHERE deck_id = $1 ORDER BY ctid',
    [deck.id],
  )
  const [pb] = await cardsOf('SELECT id, copies, json, 0 AS count FROM card WHERE id = $1', [
    deck.phoenixborn_id ?? 0,
  ])
  return {
    id: deck.id,
    entity_id: deck.entity_id,
    source_id: deck.source_id,
    title: deck.title,
    created: deck.created,
    modified: deck.modified,
    user: { username: deck.username, badge: deck.badge },
    dice: dice.map((die) => ({ count: die.count, name: DIE_NAMES[die.die_flag] })),
    phoenixborn: pb
      ? {
          name: pb.json.name,
          stub: pb.json.stub,
          battlefield: pb.json.battlefield,
          life: pb.json.life,
          spellboard: pb.json.spellboard,
          is_legacy: pb.json.is_legacy ?? false,
        }
      : null,
    cards: cards.map((card) => entry(card, card.count)).sort(byName),
    conjurations: conjurations.map((card) => entry(card, card.copies)).sort(byName),
    is_public: deck.is_public,
    is_snapshot: deck.is_snapshot,
    is_red_rains: deck.is_red_rains,
    ...(deck.is_legacy
      ? {
          is_legacy: true,
          ashes_500_score: deck.ashes_500_score,
          ashes_500_revision_id: deck.ashes_500_revision_id,
        }
      : {}),
  }
}

/** The saved-deck form's own fields (3.5): description, First Five, effect costs, tutors. */
export async function referenceSelections(src: Queryable, deck: SourceDeckRow) {
  const rows = await src.query<{
    stub: string
    tutor: string | null
    is_first_five: boolean
    is_paid_effect: boolean
    kept: boolean
  }>(
    `SELECT c.stub, t.stub AS tutor, s.is_first_five, s.is_paid_effect,
       (s.card_id IN (SELECT card_id FROM deck_card WHERE deck_id = $1) OR s.card_id = $2)
       AND (s.tutor_card_id = 0 OR s.tutor_card_id IN (SELECT card_id FROM deck_card
         WHERE deck_id = $1) OR s.tutor_card_id = $2) AS kept
     FROM deck_selected_card s JOIN card c ON c.id = s.card_id
     LEFT JOIN card t ON t.id = s.tutor_card_id
     WHERE s.deck_id = $1 ORDER BY s.ctid`,
    [deck.id, deck.phoenixborn_id ?? 0],
  )
  const kept = rows.filter((row) => row.kept)
  return {
    description: deck.description,
    first_five: kept.filter((row) => row.is_first_five).map((row) => row.stub),
    effect_costs: kept.filter((row) => row.is_paid_effect).map((row) => row.stub),
    tutor_map: Object.fromEntries(
      kept.filter((row) => row.tutor !== null).map((row) => [row.tutor, row.stub]),
    ),
  }
}

/** GET /v2/comments/{entity_id} for an anonymous caller, oldest first (api-decks 6.1). */
export async function referenceComments(src: Queryable, entityId: number) {
  return src.query(
    `SELECT c.entity_id, c.source_entity_id, c.source_version,
       CASE WHEN c.is_deleted THEN NULL ELSE c.text END AS text, c.ordering_increment,
       ${iso('c.created')} AS created, ${iso('c.modified')} AS modified, c.is_moderated,
       c.is_deleted, json_build_object('username', u.username, 'badge', u.badge) AS "user"
     FROM comment c JOIN "user" u ON u.id = c.user_id
     WHERE c.source_entity_id = $1 ORDER BY c.created`,
    [entityId],
  )
}
