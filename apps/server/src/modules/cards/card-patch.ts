import type { Card, CardPatchBody } from '@ashes/api'
import { costWeight, diceFlags, magicCostOf, parseCost, stubify } from '@ashes/game'
import type { Db, Queryable } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import { type CardStore, markCardDataChanged } from './card-store.ts'
import { assertNameFree, orderedDocument, storedStat } from './card-write.ts'

interface Row {
  id: number
  name: string
  stub: string
  version: number
  search_keywords: string | null
  cost_weight: number
  json: Card
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b)
const emptyToUndefined = <T>(value: T): T | undefined =>
  value === '' || (typeof value === 'object' && value !== null && Object.keys(value).length === 0)
    ? undefined
    : value

/**
 * Applies an admin edit to a current card (api-core 7.6): absent or null leaves a field alone,
 * an empty value removes it. Returns the new document, or undefined when there is no such card.
 */
async function applyCardPatch(
  tx: Queryable,
  stub: string,
  patch: CardPatchBody,
): Promise<Card | undefined> {
  const [row] = await tx.query<Row>(
    `SELECT id, name, stub, version, search_keywords, cost_weight, json FROM card
     WHERE stub = $1 AND NOT is_legacy FOR UPDATE`,
    [stub],
  )
  if (!row) return undefined
  const doc: Record<string, unknown> = { ...row.json }
  let { name, stub: newStub, version, search_keywords: keywords, cost_weight: weight } = row

  if (patch.is_errata) version += 1
  if (patch.name && patch.name !== name) {
    newStub = stubify(patch.name)
    if (!newStub) throw badRequest('Card name must contain letters or digits.')
    await assertNameFree(tx, patch.name, newStub, false, row.id)
    // Keep the card findable by its old name.
    if (!keywords) keywords = name
    name = patch.name
    doc.name = name
    doc.stub = newStub
  }
  if (patch.search_keywords != null && patch.search_keywords !== (keywords ?? ''))
    keywords = patch.search_keywords || null
  if (patch.text != null) doc.text = patch.text || undefined
  if (patch.copies != null) doc.copies = patch.copies || undefined
  if (patch.cost && patch.cost.length > 0) {
    const cost = parseCost(patch.cost)
    weight = costWeight(cost)
    if (differs(cost, doc.cost)) {
      doc.cost = cost
      doc.magicCost = magicCostOf(cost)
    }
  }
  if (patch.dice != null) doc.dice = patch.dice
  if (patch.altDice != null) doc.altDice = patch.altDice
  for (const key of ['magicCost', 'effectMagicCost', 'effectRepeats', 'chained'] as const) {
    const value = patch[key]
    if (value != null && differs(value, doc[key])) doc[key] = emptyToUndefined(value)
  }
  for (const key of ['attack', 'life', 'recover', 'battlefield', 'spellboard'] as const) {
    const value = patch[key]
    if (value != null) doc[key] = value === '' ? undefined : storedStat(value)
  }

  const json = orderedDocument(doc)
  await tx.query(
    `UPDATE card SET name = $2, stub = $3, version = $4, search_keywords = $5, cost_weight = $6,
       dice_flags = $7, alt_dice_flags = $8, copies = $9, json = $10 WHERE id = $1`,
    [
      row.id,
      name,
      newStub,
      version,
      keywords,
      weight,
      diceFlags(json.dice ?? []),
      diceFlags(json.altDice ?? []),
      json.copies ?? null,
      JSON.stringify(json),
    ],
  )
  return json
}

/** PATCH /v2/cards/{stub}: an admin's edit, seen at once here and by other servers on notice. */
export async function patchCard(
  db: Db,
  cards: CardStore,
  stub: string,
  patch: CardPatchBody,
): Promise<Card> {
  const json = await db.transaction(async (tx) => {
    const updated = await applyCardPatch(tx, stub, patch)
    if (!updated) throw notFound('Card not found.')
    await markCardDataChanged(tx)
    return updated
  })
  await cards.reload()
  return json
}
