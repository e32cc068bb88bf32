import { CARD_KEYS, type Card } from '@ashes/api'
import { costWeight, diceFlags, isSummonSpell, parseCost } from '@ashes/game'
import type { CardRecord, ReleaseRecord } from './schema.ts'

/** The columns of a `card` row derived from one card record of the data files. */
export interface CardRow {
  name: string
  stub: string
  is_legacy: boolean
  release_stub: string
  card_type: string
  phoenixborn: string | null
  is_summon_spell: boolean
  cost_weight: number
  dice_flags: number
  alt_dice_flags: number
  copies: number | null
  json: Card
}

/** The stored card document: the public keys only, in the order every endpoint emits them. */
export function cardDocument(
  record: CardRecord,
  release: ReleaseRecord | undefined,
  legacy: boolean,
): Card {
  const source: Record<string, unknown> = {
    ...record,
    // Legacy cards carry the release flags the API shows; take them from the release table.
    release:
      legacy && release
        ? {
            name: release.name,
            stub: release.stub,
            is_phg: release.is_phg,
            is_promo: release.is_promo,
            is_retiring: release.is_retiring,
          }
        : { name: record.release.name, stub: record.release.stub },
    is_legacy: legacy ? true : undefined,
  }
  const document: Record<string, unknown> = {}
  for (const key of CARD_KEYS) {
    if (source[key] !== undefined) document[key] = source[key]
  }
  return document as Card
}

export function cardRow(
  record: CardRecord,
  release: ReleaseRecord | undefined,
  legacy: boolean,
): CardRow {
  return {
    name: record.name,
    stub: record.stub,
    is_legacy: legacy,
    release_stub: record.release.stub,
    card_type: record.type,
    phoenixborn: record.phoenixborn ?? null,
    is_summon_spell: isSummonSpell(record.name),
    cost_weight: costWeight(parseCost(record.cost ?? [])),
    dice_flags: diceFlags(record.dice ?? []),
    alt_dice_flags: diceFlags(record.altDice ?? []),
    copies: record.copies ?? null,
    json: cardDocument(record, release, legacy),
  }
}
