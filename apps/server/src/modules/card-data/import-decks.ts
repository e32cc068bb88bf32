import { DIE_FLAGS, type DieName, stubify } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { contentsColumns } from '../decks/deck-contents.ts'
import {
  type ImportedDeckContent,
  storedImportedDecks,
  upsertImportedDeck,
} from '../decks/imported-deck-write.ts'
import type { CardData, PreconstructedDeckRecord } from './schema.ts'

/** The player that owns preconstructed decks; it has no password and cannot log in. */
const SYSTEM_PLAYER = {
  email: 'preconstructed@system.invalid',
  badge: '0precon',
  username: 'Preconstructed',
}

// jsonb does not keep key order, so compare field by field.
const sameContent = (a: ImportedDeckContent, b: ImportedDeckContent) =>
  (Object.keys(a) as (keyof ImportedDeckContent)[]).every(
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

function desiredContent(
  deck: PreconstructedDeckRecord,
  ids: Awaited<ReturnType<typeof lookups>>,
): ImportedDeckContent {
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

/**
 * Preconstructed decks become a private source deck plus a public snapshot of it, owned by the
 * system player, like any published deck. Returns how many decks changed.
 */
export async function importPreconstructedDecks(tx: Queryable, data: CardData): Promise<number> {
  const playerId = await systemPlayerId(tx)
  const ids = await lookups(tx)
  const stored = await storedImportedDecks(tx)
  let changed = 0
  for (const deck of data.decks) {
    const key = `precon:${deck.is_legacy ? 'legacy' : 'current'}:${stubify(deck.title)}`
    const content = desiredContent(deck, ids)
    const existing = stored.get(key)
    if (existing && sameContent(existing.content, content)) continue
    const legacy = deck.is_legacy
    const sourceId = await upsertImportedDeck(tx, `${key}:source`, content, {
      playerId,
      legacy,
      snapshotOf: null,
    })
    await upsertImportedDeck(tx, key, content, { playerId, legacy, snapshotOf: sourceId })
    changed += 1
  }
  return changed
}
