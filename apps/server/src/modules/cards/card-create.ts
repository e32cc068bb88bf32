import type { CardCreateBody } from '@ashes/api'
import {
  conjurationReferences,
  costWeight,
  deriveDice,
  diceFlags,
  isSummonSpell,
  magicCostOf,
  parseCost,
  stubify,
} from '@ashes/game'
import type { Db, Queryable } from '@ashes/runtime'
import { badRequest } from '../../http/api-error.ts'
import { type CardStore, markCardDataChanged } from './card-store.ts'
import {
  assertNameFree,
  CARD_EXISTS,
  currentCards,
  insertCard,
  orderedDocument,
  releaseFor,
  storedStat,
} from './card-write.ts'

/** The cards a new card's text conjures, in the order it names them; all must exist already. */
async function conjurationsOf(tx: Queryable, text: string) {
  const referenced = conjurationReferences(text)
  const found = await currentCards(tx, referenced)
  const missing = referenced.filter((ref) => !found.some((card) => card.stub === ref))
  if (missing.length)
    throw badRequest(`The following conjurations must be added first: ${missing.join(', ')}`)
  return referenced.flatMap((ref) => found.filter((card) => card.stub === ref))
}

/** The new card's row in one transaction: its release, conjurations and document. */
async function addCard(tx: Queryable, body: CardCreateBody, stub: string): Promise<void> {
  await assertNameFree(tx, body.name, stub, false)
  const release = await releaseFor(tx, body.release)
  const conjurations = await conjurationsOf(tx, body.text ?? '')

  const cost = body.cost ? parseCost(body.cost) : []
  const magicCost = magicCostOf(cost)
  const effectMagicCost = body.effect_magic_cost
    ? magicCostOf(parseCost(body.effect_magic_cost))
    : {}
  const derived = deriveDice(magicCost, effectMagicCost)
  const dice = body.dice ?? derived.dice
  const altDice = body.alt_dice ?? derived.altDice
  const stat = (value: string | number | null | undefined) =>
    value == null ? undefined : storedStat(value)
  const json = orderedDocument({
    name: body.name,
    stub,
    type: body.card_type,
    release: { name: release.name, stub: release.stub },
    conjurations: conjurations.map(({ name, stub }) => ({ name, stub })),
    placement: body.card_type === 'Phoenixborn' ? undefined : body.placement,
    cost,
    dice,
    altDice,
    magicCost,
    effectMagicCost,
    text: body.text,
    phoenixborn: body.phoenixborn,
    attack: stat(body.attack),
    battlefield: stat(body.battlefield),
    life: stat(body.life),
    recover: stat(body.recover),
    spellboard: stat(body.spellboard),
    copies: body.copies || undefined,
    effectRepeats: body.can_effect_repeat ? true : undefined,
  })
  const card = {
    name: body.name,
    stub,
    releaseId: release.id,
    type: body.card_type,
    phoenixborn: body.phoenixborn ?? null,
    isSummonSpell: isSummonSpell(body.name),
    costWeight: costWeight(cost),
    diceFlags: diceFlags(dice),
    altDiceFlags: diceFlags(altDice),
    copies: body.copies || null,
    json,
  }
  const id = await insertCard(
    tx,
    card,
    conjurations.map((conjuration) => conjuration.id),
  )
  if (id === undefined) throw badRequest(CARD_EXISTS)
}

/**
 * POST /v2/cards (api-core 7.5): an admin adds a current card. Every server's cards change, so
 * this one reloads them now and the others on the change notice.
 */
export async function createCard(db: Db, cards: CardStore, body: CardCreateBody): Promise<void> {
  const stub = stubify(body.name)
  if (!stub) throw badRequest('Card name must contain letters or digits.')
  await db.transaction(async (tx) => {
    await addCard(tx, body, stub)
    await markCardDataChanged(tx)
  })
  await cards.reload()
}
