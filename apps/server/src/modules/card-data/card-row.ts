import { CARD_KEYS, type Card } from '@ashes/api'
import { costWeight, diceFlags, isSummonSpell, parseCost } from '@ashes/game'
import type { CardRow } from '../cards/card-snapshot.ts'
import type { CardRecord, ReleaseRecord } from './schema.ts'

/**
 * A `card` row as the import writes it from one card record of the data files: the columns the
 * database does not assign, its release named by stub (the import looks up its id).
 */
type ImportedCardRow = Omit<
  CardRow,
  'id' | 'entity_id' | 'release_id' | 'version' | 'search_keywords'
> & { release_stub: string }

/** The stored card document: the public keys only, in the order every endpoint emits them. */
function cardDocument(
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
    // Every current card of the data answers whether it is chained, as the reference's do
    // (api-core 6): the data files name only the chained ones. Legacy cards never had it.
    chained: legacy ? undefined : (record.chained ?? false),
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
): ImportedCardRow {
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
