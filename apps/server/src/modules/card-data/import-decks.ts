import { DIE_FLAGS, type DieName, stubify } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { type ContentsColumns, contentsColumns } from '../decks/deck-contents.ts'
import type { CardData, DeckRecord } from './schema.ts'

/** The player that owns preconstructed decks; it has no password and cannot log in. */
const SYSTEM_PLAYER = {
  email: 'preconstructed@system.invalid',
  badge: '0precon',
  username: 'Preconstructed',
}

interface DeckContent extends ContentsColumns {
  title: string
  description: string | null
  phoenixborn_id: number
  is_red_rains: boolean
  release_id: number
}

// jsonb does not keep key order, so compare field by field.
const sameContent = (a: DeckContent, b: DeckContent) =>
  (Object.keys(a) as (keyof DeckContent)[]).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  )

async function systemPlayerId(tx: Queryable): Promise<number> {
  await tx.query(
    `INSERT INTO player (email, badge, username, password_hash, is_system)
     VALUES ($1, $2, $3, '', true) ON CONFLICT (email) DO NOTHING`,
    [SYSTEM_PLAYER.email, SYSTEM_PLAYER.badge, SYSTEM_PLAYER.username],
  )
  const [row] = await tx.query<{ id: number }>('SELECT id FROM player WHERE email = $1', [
    SYSTEM_PLAYER.email,
  ])
  if (!row) throw new Error('system player missing')
  return row.id
}

async function lookups(tx: Queryable) {
  const cards = await tx.query<{ id: number; stub: string; is_legacy: boolean }>(
    'SELECT id, stub, is_legacy FROM card',
  )
  const releases = await tx.query<{ id: number; stub: string; is_legacy: boolean }>(
    'SELECT id, stub, is_legacy FROM release',
  )
  const key = (legacy: boolean, stub: string) => `${legacy}:${stub}`
  const cardIds = new Map(cards.map((c) => [key(c.is_legacy, c.stub), c.id]))
  const releaseIds = new Map(releases.map((r) => [key(r.is_legacy, r.stub), r.id]))
  const need = (map: Map<string, number>, legacy: boolean, stub: string) => {
    const id = map.get(key(legacy, stub))
    if (id === undefined) throw new Error(`unresolved reference ${stub}`)
    return id
  }
  return {
    card: (legacy: boolean, stub: string) => need(cardIds, legacy, stub),
    release: (legacy: boolean, stub: string) => need(releaseIds, legacy, stub),
  }
}

function desiredContent(deck: DeckRecord, ids: Awaited<ReturnType<typeof lookups>>): DeckContent {
  const card = (stub: string) => ids.card(deck.is_legacy, stub)
  return {
    title: deck.title,
    description: deck.description ?? null,
    phoenixborn_id: card(deck.phoenixborn),
    is_red_rains: deck.is_red_rains,
    release_id: ids.release(deck.is_legacy, deck.release),
    ...contentsColumns({
      cards: deck.cards.map((entry) => ({ card_id: card(entry.stub), count: entry.count })),
      dice: deck.dice.map((die) => ({
        die_flag: DIE_FLAGS[die.name as DieName],
        count: die.count,
      })),
      selected: (deck.first_five ?? []).map((stub) => ({
        card_id: card(stub),
        tutor_card_id: 0,
        is_first_five: true,
        is_paid_effect: false,
      })),
    }),
  }
}

async function storedContent(
  tx: Queryable,
): Promise<Map<string, { id: number; content: DeckContent }>> {
  const rows = await tx.query<{ id: number; import_key: string; content: DeckContent }>(
    `SELECT d.id, d.import_key, jsonb_build_object(
       'title', d.title, 'description', d.description, 'phoenixborn_id', d.phoenixborn_id,
       'is_red_rains', d.is_red_rains, 'release_id', d.preconstructed_release,
       'cards_text', d.cards_text, 'dice_text', d.dice_text, 'selected_text', d.selected_text,
       'card_ids', d.card_ids, 'dice_flags', d.dice_flags
     ) AS content
     FROM deck d WHERE d.import_key IS NOT NULL`,
  )
  return new Map(rows.map((row) => [row.import_key, { id: row.id, content: row.content }]))
}

async function upsertDeck(
  tx: Queryable,
  key: string,
  content: DeckContent,
  fields: { playerId: number; legacy: boolean; snapshotOf: number | null },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deck (import_key, title, description, phoenixborn_id, is_red_rains, preconstructed_release,
       player_id, is_legacy, is_preconstructed, is_snapshot, is_public, source_id,
       cards_text, dice_text, selected_text, card_ids, dice_flags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (import_key) DO UPDATE SET title = excluded.title, description = excluded.description,
       phoenixborn_id = excluded.phoenixborn_id, is_red_rains = excluded.is_red_rains,
       preconstructed_release = excluded.preconstructed_release, cards_text = excluded.cards_text,
       dice_text = excluded.dice_text, selected_text = excluded.selected_text,
       card_ids = excluded.card_ids, dice_flags = excluded.dice_flags, modified = now(),
       is_deleted = false, revision = deck.revision + 1
     RETURNING id`,
    [
      key,
      content.title,
      content.description,
      content.phoenixborn_id,
      content.is_red_rains,
      content.release_id,
      fields.playerId,
      fields.legacy,
      fields.snapshotOf !== null,
      fields.snapshotOf,
      content.cards_text,
      content.dice_text,
      content.selected_text,
      content.card_ids,
      content.dice_flags,
    ],
  )
  if (!row) throw new Error(`deck ${key} not written`)
  return row.id
}

/**
 * Preconstructed decks become a private source deck plus a public snapshot of it, owned by the
 * system player, like any published deck. Returns how many decks changed.
 */
export async function importPreconstructedDecks(tx: Queryable, data: CardData): Promise<number> {
  const playerId = await systemPlayerId(tx)
  const ids = await lookups(tx)
  const stored = await storedContent(tx)
  let changed = 0
  for (const deck of data.decks) {
    const key = `precon:${deck.is_legacy ? 'legacy' : 'current'}:${stubify(deck.title)}`
    const content = desiredContent(deck, ids)
    const existing = stored.get(key)
    if (existing && sameContent(existing.content, content)) continue
    const legacy = deck.is_legacy
    const sourceId = await upsertDeck(tx, `${key}:source`, content, {
      playerId,
      legacy,
      snapshotOf: null,
    })
    await upsertDeck(tx, key, content, { playerId, legacy, snapshotOf: sourceId })
    changed += 1
  }
  return changed
}
