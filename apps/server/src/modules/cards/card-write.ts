import { CARD_KEYS, type Card } from '@ashes/api'
import { stubify } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { badRequest } from '../../http/api-error.ts'

/** A stat as stored: all-digit strings become integers (api-core 7.5). */
export const storedStat = (value: string | number): string | number =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value

/** The card document with keys in output order and empty values dropped. */
export function orderedDocument(fields: Record<string, unknown>): Card {
  const document: Record<string, unknown> = {}
  for (const key of CARD_KEYS) {
    const value = fields[key]
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
      continue
    document[key] = value
  }
  return document as Card
}

export const CARD_EXISTS = 'Card already exists!'

/** Refuses a name or stub already used by another card of the same era. */
export async function assertNameFree(
  tx: Queryable,
  name: string,
  stub: string,
  legacy: boolean,
  exceptId?: number,
) {
  const clash = await tx.query(
    'SELECT 1 FROM card WHERE is_legacy = $1 AND (name = $2 OR stub = $3) AND id <> $4',
    [legacy, name, stub, exceptId ?? 0],
  )
  if (clash.length > 0) throw badRequest(CARD_EXISTS)
}

interface NamedRow {
  id: number
  name: string
  stub: string
}

const currentRelease = async (tx: Queryable, stub: string) =>
  (
    await tx.query<NamedRow>(
      'SELECT id, name, stub FROM release WHERE stub = $1 AND NOT is_legacy',
      [stub],
    )
  )[0]

/** The current release of that name, made (private) when a new card names it first. */
export async function releaseFor(tx: Queryable, name: string): Promise<NamedRow> {
  const stub = stubify(name)
  const existing = await currentRelease(tx, stub)
  if (existing) return existing
  // A release first named by a new card starts private, so unreleased cards stay hidden. A create
  // racing this one may add the same release first: then it is read back instead.
  const [created] = await tx.query<NamedRow>(
    `INSERT INTO release (name, stub, position, is_public)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM release), false)
     ON CONFLICT (stub, is_legacy) DO NOTHING RETURNING id, name, stub`,
    [name, stub],
  )
  if (created) return created
  const raced = await currentRelease(tx, stub)
  if (!raced) throw new Error('release neither created nor found')
  return raced
}

/** Current cards with these stubs. */
export const currentCards = (tx: Queryable, stubs: string[]) =>
  tx.query<NamedRow>(
    'SELECT id, name, stub FROM card WHERE NOT is_legacy AND stub = ANY($1::text[])',
    [stubs],
  )

/** The columns of a new card row besides its id, version and search keywords. */
export interface NewCard {
  name: string
  stub: string
  releaseId: number
  type: string
  phoenixborn: string | null
  isSummonSpell: boolean
  costWeight: number
  diceFlags: number
  altDiceFlags: number
  copies: number | null
  json: Card
}

/**
 * Adds a card and its conjurations in order; undefined when its name or stub is taken.
 * assertNameFree cannot see a create still in flight: the unique keys settle that race.
 */
export async function insertCard(
  tx: Queryable,
  card: NewCard,
  conjurationIds: number[],
): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO card (name, stub, release_id, card_type, phoenixborn, is_summon_spell, cost_weight,
       dice_flags, alt_dice_flags, copies, json)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
    [
      card.name,
      card.stub,
      card.releaseId,
      card.type,
      card.phoenixborn,
      card.isSummonSpell,
      card.costWeight,
      card.diceFlags,
      card.altDiceFlags,
      card.copies,
      JSON.stringify(card.json),
    ],
  )
  if (!row) return undefined
  for (const [position, conjurationId] of conjurationIds.entries()) {
    await tx.query(
      'INSERT INTO card_conjuration (card_id, conjuration_id, position) VALUES ($1, $2, $3)',
      [row.id, conjurationId, position],
    )
  }
  return row.id
}
