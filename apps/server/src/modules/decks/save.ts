import type { DeckSaveBody } from '@ashes/api'
import { capDice, DIE_FLAGS, deckCardIssues, publishedKindChange } from '@ashes/game'
import type { Db, Queryable } from '../../db/client.ts'
import { badRequest, forbidden } from '../../http/api-error.ts'
import type { Player } from '../auth/caller.ts'
import type { CardEntry, CardSnapshot } from '../cards/card-snapshot.ts'
import {
  DECK_ROW_COLUMNS,
  type DeckContents,
  type DeckRow,
  findDeck,
  type LoadedDeck,
} from './deck-rows.ts'
import { insertSourceDeck, replaceContents } from './deck-write.ts'

/** A card a deck may use: current (not legacy) and in a public release. */
export function deckCard(snapshot: CardSnapshot, stub: string): CardEntry | undefined {
  const card = snapshot.byStub.get(`false:${stub}`)
  return card?.release.isPublic ? card : undefined
}

const unique = <T>(items: T[]) => items.filter((item, index) => items.indexOf(item) === index)

/** The First Five data of a saved or imported deck. */
export type SelectedStubs = Pick<DeckSaveBody, 'first_five' | 'effect_costs' | 'tutor_map'>

/**
 * First Five, paid effects and tutors (4.5 step 7). Repeated stubs are merged (the reference
 * failed on them); effect costs count only with a First Five, as in the reference.
 */
export function selectedRows(
  body: SelectedStubs,
  snapshot: CardSnapshot,
): DeckContents['selected'] {
  const resolve = (stubs: readonly string[] | null | undefined) =>
    unique((stubs ?? []).flatMap((stub) => deckCard(snapshot, stub) ?? []))
  const firstFive = resolve(body.first_five)
  const effects = firstFive.length ? resolve(body.effect_costs) : []
  const rows: DeckContents['selected'] = effects
    .filter((card) => !firstFive.includes(card))
    .map((card) => ({
      card_id: card.id,
      tutor_card_id: 0,
      is_first_five: false,
      is_paid_effect: true,
    }))
  for (const card of firstFive) {
    const paid = effects.includes(card)
    rows.push({ card_id: card.id, tutor_card_id: 0, is_first_five: true, is_paid_effect: paid })
  }
  for (const [tutorStub, cardStub] of Object.entries(body.tutor_map ?? {})) {
    const tutor = deckCard(snapshot, tutorStub)
    const card = deckCard(snapshot, cardStub)
    if (tutor && card)
      rows.push({
        card_id: card.id,
        tutor_card_id: tutor.id,
        is_first_five: false,
        is_paid_effect: false,
      })
  }
  return rows
}

function phoenixbornOf(body: DeckSaveBody, snapshot: CardSnapshot): CardEntry | null {
  if (!body.phoenixborn) return null
  const stub = typeof body.phoenixborn === 'string' ? body.phoenixborn : body.phoenixborn.stub
  const card = deckCard(snapshot, stub)
  // Unlike the reference, the card must be a Phoenixborn in a public release.
  if (card?.type !== 'Phoenixborn') throw badRequest('Valid Phoenixborn is required.')
  return card
}

/** The deck's cards: unknown stubs dropped, a repeated stub's last count wins, zeros removed. */
function cardList(body: DeckSaveBody, snapshot: CardSnapshot) {
  const counts = new Map<CardEntry, number>()
  for (const entry of body.cards) {
    const card = deckCard(snapshot, entry.stub)
    if (card) counts.set(card, entry.count)
  }
  return [...counts].filter(([, count]) => count > 0).map(([card, count]) => ({ card, count }))
}

async function hasPublicSnapshot(tx: Queryable, deckId: number): Promise<boolean> {
  const [row] = await tx.query(
    'SELECT 1 FROM deck WHERE source_id = $1 AND is_snapshot AND is_public AND NOT is_deleted LIMIT 1',
    [deckId],
  )
  return row !== undefined
}

/** Checks that only apply when replacing an existing deck (4.5 steps 1 and 3). */
async function checkReplace(tx: Queryable, id: number, playerId: number, body: DeckSaveBody) {
  const row = await findDeck(tx, id, true)
  if (!row || row.player_id !== playerId) throw forbidden('You cannot save a deck you do not own.')
  if (row.is_legacy) throw badRequest('Legacy decks cannot be saved.')
  if (row.is_snapshot) throw badRequest('You cannot save over a snapshot.')
  if (row.is_deleted) throw badRequest('This deck has been deleted.')
  return async () => {
    const refusal = publishedKindChange(
      { isRedRains: row.is_red_rains, isUnrestricted: row.is_unrestricted },
      { isRedRains: body.is_red_rains ?? false, isUnrestricted: body.is_unrestricted ?? false },
    )
    if (refusal && (await hasPublicSnapshot(tx, id))) throw badRequest(refusal)
  }
}

/** A save body checked and resolved (4.5 steps 2–5 and 7); `beforeCards` runs step 3. */
async function checkedDeck(
  body: DeckSaveBody,
  snapshot: CardSnapshot,
  beforeCards?: () => Promise<void>,
) {
  const phoenixborn = phoenixbornOf(body, snapshot)
  const isUnrestricted = body.is_unrestricted ?? false
  const isRedRains = body.is_red_rains ?? false
  if (isUnrestricted && isRedRains)
    throw badRequest('Unrestricted decks cannot be Red Rains decks.')
  await beforeCards?.()
  const cards = cardList(body, snapshot)
  const [issue] = deckCardIssues({ phoenixborn, isUnrestricted, cards })
  if (issue) throw badRequest(issue.message)
  const contents: DeckContents = {
    cards: cards.map(({ card, count }) => ({ card_id: card.id, count })),
    dice: capDice(body.dice ?? []).map((die) => ({
      die_flag: DIE_FLAGS[die.name],
      count: die.count,
    })),
    selected: selectedRows(body, snapshot),
  }
  const fields = {
    title: body.title ?? null,
    description: body.description ?? null,
    phoenixbornId: phoenixborn?.id ?? null,
    isRedRains,
    isUnrestricted,
  }
  return { fields, contents }
}

/**
 * Creates or replaces the caller's source deck atomically and answers it as stored. A new deck
 * is one statement; an existing deck's row is locked first, so two racing saves run one after
 * the other and the last one wins whole.
 */
export async function saveDeck(
  db: Db,
  snapshot: CardSnapshot,
  owner: Pick<Player, 'id' | 'username' | 'badge'>,
  body: DeckSaveBody,
  resetExported: boolean,
): Promise<LoadedDeck> {
  const user = { username: owner.username, badge: owner.badge }
  const id = body.id
  if (id == null) {
    const { fields, contents } = await checkedDeck(body, snapshot)
    const row = await insertSourceDeck(db, { ...fields, playerId: owner.id }, contents)
    return { ...row, ...user, ...contents }
  }
  return db.transaction(async (tx) => {
    const checkConversion = await checkReplace(tx, id, owner.id, body)
    const { fields, contents } = await checkedDeck(body, snapshot, checkConversion)
    const [row] = await tx.query<Omit<DeckRow, 'username' | 'badge'>>(
      `UPDATE deck d SET title = $2, description = $3, phoenixborn_id = $4, is_red_rains = $5,
         is_unrestricted = $6, modified = now(), is_exported = is_exported AND NOT $7
       WHERE id = $1 RETURNING ${DECK_ROW_COLUMNS}`,
      [
        id,
        fields.title,
        fields.description,
        fields.phoenixbornId,
        fields.isRedRains,
        fields.isUnrestricted,
        resetExported,
      ],
    )
    if (!row) throw new Error('deck update returned nothing')
    await replaceContents(tx, id, contents)
    return { ...row, ...user, ...contents }
  })
}
