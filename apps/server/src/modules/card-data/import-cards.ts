import type { Queryable } from '@ashes/runtime'
import { cardRow } from './card-row.ts'
import type { CardData } from './schema.ts'

/** Inserts or updates releases; returns how many rows changed. */
export async function importReleases(tx: Queryable, data: CardData): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO release (name, stub, position, is_legacy, is_public, is_phg, is_promo, is_retiring)
     SELECT r.name, r.stub, r."order", r.is_legacy, true, r.is_phg, r.is_promo, r.is_retiring
     FROM jsonb_to_recordset($1::jsonb) AS r(name text, stub text, "order" int, is_legacy boolean,
       is_phg boolean, is_promo boolean, is_retiring boolean)
     ON CONFLICT (stub, is_legacy) DO UPDATE SET name = excluded.name, position = excluded.position,
       is_phg = excluded.is_phg, is_promo = excluded.is_promo, is_retiring = excluded.is_retiring
     WHERE (release.name, release.position, release.is_phg, release.is_promo, release.is_retiring)
       IS DISTINCT FROM (excluded.name, excluded.position, excluded.is_phg, excluded.is_promo, excluded.is_retiring)
     RETURNING id`,
    [JSON.stringify(data.releases)],
  )
  return rows.length
}

/** Inserts or updates cards in place (ids and comment threads survive); returns rows changed. */
export async function importCards(tx: Queryable, data: CardData): Promise<number> {
  const releaseOf = (legacy: boolean, stub: string) =>
    data.releases.find((release) => release.is_legacy === legacy && release.stub === stub)
  const rows = [
    ...data.cards.map((card) => cardRow(card, releaseOf(false, card.release.stub), false)),
    ...data.legacyCards.map((card) => cardRow(card, releaseOf(true, card.release.stub), true)),
  ]
  const changed = await tx.query(
    `INSERT INTO card (name, stub, is_legacy, release_id, card_type, phoenixborn, is_summon_spell,
       cost_weight, dice_flags, alt_dice_flags, copies, json)
     SELECT r.name, r.stub, r.is_legacy, rel.id, r.card_type, r.phoenixborn, r.is_summon_spell,
       r.cost_weight, r.dice_flags, r.alt_dice_flags, r.copies, r.json
     FROM jsonb_to_recordset($1::jsonb) AS r(name text, stub text, is_legacy boolean, release_stub text,
       card_type text, phoenixborn text, is_summon_spell boolean, cost_weight int, dice_flags int,
       alt_dice_flags int, copies int, json jsonb)
     JOIN release rel ON rel.stub = r.release_stub AND rel.is_legacy = r.is_legacy
     ON CONFLICT (stub, is_legacy) DO UPDATE SET name = excluded.name, release_id = excluded.release_id,
       card_type = excluded.card_type, phoenixborn = excluded.phoenixborn,
       is_summon_spell = excluded.is_summon_spell, cost_weight = excluded.cost_weight,
       dice_flags = excluded.dice_flags, alt_dice_flags = excluded.alt_dice_flags,
       copies = excluded.copies, json = excluded.json
     WHERE (card.name, card.release_id, card.card_type, card.phoenixborn, card.is_summon_spell,
       card.cost_weight, card.dice_flags, card.alt_dice_flags, card.copies, card.json)
       IS DISTINCT FROM (excluded.name, excluded.release_id, excluded.card_type, excluded.phoenixborn,
       excluded.is_summon_spell, excluded.cost_weight, excluded.dice_flags, excluded.alt_dice_flags,
       excluded.copies, excluded.json)
     RETURNING id`,
    [JSON.stringify(rows)],
  )
  return changed.length + (await importConjurationLinks(tx, data))
}

/** Makes the conjuration links of the imported cards exactly those of the data. */
async function importConjurationLinks(tx: Queryable, data: CardData): Promise<number> {
  const links = [
    ...data.cards.map((card) => ({ card, is_legacy: false })),
    ...data.legacyCards.map((card) => ({ card, is_legacy: true })),
  ].flatMap(({ card, is_legacy }) =>
    (card.conjurations ?? []).map((conjuration, position) => ({
      card: card.stub,
      conjuration: conjuration.stub,
      position,
      is_legacy,
    })),
  )
  const importedStubs = (legacy: boolean) =>
    (legacy ? data.legacyCards : data.cards).map((card) => card.stub)
  const desired = `SELECT c.id AS card_id, k.id AS conjuration_id, d.position
     FROM jsonb_to_recordset($1::jsonb) AS d(card text, conjuration text, position int, is_legacy boolean)
     JOIN card c ON c.stub = d.card AND c.is_legacy = d.is_legacy
     JOIN card k ON k.stub = d.conjuration AND k.is_legacy = d.is_legacy`
  const removed = await tx.query(
    `DELETE FROM card_conjuration cc USING card c
     WHERE cc.card_id = c.id
       AND ((NOT c.is_legacy AND c.stub = ANY($2::text[])) OR (c.is_legacy AND c.stub = ANY($3::text[])))
       AND NOT EXISTS (SELECT 1 FROM (${desired}) AS want
         WHERE want.card_id = cc.card_id AND want.conjuration_id = cc.conjuration_id)
     RETURNING cc.card_id`,
    [JSON.stringify(links), importedStubs(false), importedStubs(true)],
  )
  const added = await tx.query(
    `INSERT INTO card_conjuration (card_id, conjuration_id, position) ${desired}
     ON CONFLICT (card_id, conjuration_id) DO UPDATE SET position = excluded.position
     WHERE card_conjuration.position IS DISTINCT FROM excluded.position
     RETURNING card_id`,
    [JSON.stringify(links)],
  )
  return removed.length + added.length
}
