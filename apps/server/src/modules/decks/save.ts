import { type DeckSaveBody, deckTexts, isRowId } from '@ashes/api'
import { capDice, DIE_FLAGS, deckCardIssues, publishedKindChange } from '@ashes/game'
import type { Db, Queryable } from '@ashes/runtime'
import { ApiError, badRequest, forbidden } from '../../http/api-error.ts'
import type { Player } from '../auth/caller.ts'
import type { CardEntry, CardSnapshot } from '../cards/card-snapshot.ts'
import {
  type DeckContents,
  type DeckFields,
  findDeck,
  type LoadedDeck,
  loadDeck,
} from './deck-rows.ts'
import { createdWithKey, insertSourceDeck, replaceSourceDeck } from './deck-write.ts'
import { StaleDeck } from './revision.ts'
import { publicSnapshot } from './visibility.ts'

/** A card a deck may use: current (not legacy) and in a public release. */
export function deckCard(snapshot: CardSnapshot, stub: string): CardEntry | undefined {
  const card = snapshot.byStub.get(`false:${stub}`)
  return card?.release.isPublic ? card : undefined
}

const unique = <T>(items: T[]) => items.filter((item, index) => items.indexOf(item) === index)

/** The First Five data of a saved or imported deck. */
export type SelectedStubs = Pick<DeckSaveBody, 'first_five' | 'effect_costs' | 'tutor_map'>

/**
 * First Five, paid effects and tutors (api-decks 4.5 step 7). Repeated stubs are merged (the
 * reference failed on them); effect costs count only with a First Five, as in the reference.
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
    `SELECT 1 FROM deck WHERE source_id = $1 AND ${publicSnapshot('deck')} LIMIT 1`,
    [deckId],
  )
  return row !== undefined
}

/**
 * A deck's kind and Phoenixborn as the body asks for them (api-decks 4.5 step 2, and the kinds'
 * clash).
 */
interface DeckKind {
  phoenixborn: CardEntry | null
  isRedRains: boolean
  isUnrestricted: boolean
}

function deckKind(body: DeckSaveBody, snapshot: CardSnapshot): DeckKind {
  const phoenixborn = phoenixbornOf(body, snapshot)
  const isUnrestricted = body.is_unrestricted ?? false
  const isRedRains = body.is_red_rains ?? false
  if (isUnrestricted && isRedRains)
    throw badRequest('Unrestricted decks cannot be Red Rains decks.')
  return { phoenixborn, isRedRains, isUnrestricted }
}

/**
 * The checks of replacing an existing deck, in the order of api-decks 4.5: the stored deck
 * (step 1), the save's If-Match (`revisions`, 412: the deck is known to be the caller's to
 * save), the body's kind (step 2), then a published deck's kind change (step 3). The row is
 * read locked, so the checks and the write that follows see the deck no other save can change
 * meanwhile.
 */
async function checkReplace(
  tx: Queryable,
  save: { id: number; playerId: number; revisions: number[] | null },
  body: DeckSaveBody,
  snapshot: CardSnapshot,
): Promise<DeckKind> {
  const { id, revisions } = save
  const row = await findDeck(tx, id, true)
  if (!row || row.player_id !== save.playerId)
    throw forbidden('You cannot save a deck you do not own.')
  if (row.is_legacy) throw badRequest('Legacy decks cannot be saved.')
  if (row.is_snapshot) throw badRequest('You cannot save over a snapshot.')
  if (row.is_deleted) throw badRequest('This deck has been deleted.')
  if (revisions && !revisions.includes(row.revision)) throw new StaleDeck(id)
  const kind = deckKind(body, snapshot)
  const refusal = publishedKindChange(
    { isRedRains: row.is_red_rains, isUnrestricted: row.is_unrestricted },
    { isRedRains: kind.isRedRains, isUnrestricted: kind.isUnrestricted },
  )
  if (refusal && (await hasPublicSnapshot(tx, id))) throw badRequest(refusal)
  return kind
}

/** The body's cards checked, and the deck resolved for storing (api-decks 4.5 steps 4, 5 and 7). */
function resolvedDeck(body: DeckSaveBody, snapshot: CardSnapshot, kind: DeckKind) {
  const { phoenixborn, isRedRains, isUnrestricted } = kind
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
  const fields: DeckFields = {
    title: body.title ?? null,
    ...deckTexts(body),
    phoenixborn_id: phoenixborn?.id ?? null,
    is_red_rains: isRedRains,
    is_unrestricted: isUnrestricted,
  }
  return { fields, contents }
}

/** The deck of the body, or undefined when resolving it is refused (a 400 of steps 2 to 5). */
function resolvedOrRefused(body: DeckSaveBody, snapshot: CardSnapshot) {
  try {
    return resolvedDeck(body, snapshot, deckKind(body, snapshot))
  } catch (error) {
    if (error instanceof ApiError) return undefined
    throw error
  }
}

/** A creation sent again with the Idempotency-Key of a deck the player deleted since. */
const CREATED_DECK_DELETED =
  'The deck this Idempotency-Key created has been deleted. Send a new key to create another.'

/**
 * Creates or replaces the caller's source deck atomically and answers it as stored. A new deck
 * is one statement. So is the usual save of an existing deck (autosave): the caller's live
 * source deck, its kind unchanged, replaced by `replaceSourceDeck`. Anything else (a refusal,
 * which must name the first failed check in the order of api-decks 4.5, or a change of kind,
 * which needs the deck's public snapshots looked up) locks the row and checks it step by step.
 * `revisions` are those the save's If-Match names (null: any): an existing deck at another one
 * is not saved (StaleDeck); a new deck has none to check. A new deck's `creationKey` (its
 * Idempotency-Key) makes creating it again answer the deck already made, as stored now, or a
 * 409 once that deck is deleted.
 */
export async function saveDeck(
  db: Db,
  snapshot: CardSnapshot,
  owner: Pick<Player, 'id' | 'username' | 'badge'>,
  body: DeckSaveBody,
  options: { resetExported: boolean; revisions: number[] | null; creationKey?: string | null },
): Promise<LoadedDeck> {
  const { resetExported, revisions } = options
  const user = { username: owner.username, badge: owner.badge }
  const id = body.id
  if (id == null) {
    const { fields, contents } = resolvedDeck(body, snapshot, deckKind(body, snapshot))
    const key = options.creationKey ?? null
    // A key taken names the deck to answer; one whose deck vanished meanwhile creates again.
    for (let tries = 0; tries < 2; tries += 1) {
      const row = await insertSourceDeck(db, owner.id, fields, contents, key)
      // The row is the statement's own: completed in place rather than copied.
      if (row) return Object.assign(row, user, contents)
      const made = key === null ? undefined : await createdWithKey(db, owner.id, key)
      const deck = made === undefined ? undefined : await loadDeck(db, made)
      // Answering the deleted deck left the client saving over it, each save a 400: the key's
      // creation is over, and making a deck the player deleted again would undo the deletion.
      if (deck?.is_deleted) throw new ApiError(409, CREATED_DECK_DELETED)
      if (deck) return deck
    }
    throw new Error('a keyed deck creation found neither a free key nor its deck')
  }
  const resolved = isRowId(id) ? resolvedOrRefused(body, snapshot) : undefined
  if (resolved) {
    const { fields, contents } = resolved
    const write = { id, ownerId: owner.id, fields, contents, resetExported, revisions }
    const row = await replaceSourceDeck(db, { ...write, anyKind: false })
    if (row) return Object.assign(row, user, contents)
  }
  return db.transaction(async (tx) => {
    const kind = await checkReplace(tx, { id, playerId: owner.id, revisions }, body, snapshot)
    const { fields, contents } = resolvedDeck(body, snapshot, kind)
    const write = { id, ownerId: owner.id, fields, contents, resetExported, revisions }
    const row = await replaceSourceDeck(tx, { ...write, anyKind: true })
    if (!row) throw new Error('deck update returned nothing')
    return { ...row, ...user, ...contents }
  })
}
