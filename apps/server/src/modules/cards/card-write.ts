import { CARD_KEYS, type Card } from '@ashes/api'
import type { Queryable } from '../../db/client.ts'
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
