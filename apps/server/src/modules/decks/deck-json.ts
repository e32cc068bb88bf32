import { type DeckOut, type DeckSaveOut, deckTexts } from '@ashes/api'
import { byCodePoint, conjurationPile, diceFromFlags } from '@ashes/game'
import type { CardEntry, CardSnapshot } from '../cards/card-snapshot.ts'
import type { ListedDeck, LoadedDeck } from './deck-rows.ts'

export interface JsonOptions {
  /** `full_cards=true`: every card as the card endpoints return it, plus its count. */
  fullCards?: boolean
  /** Emit `direct_share_uuid` (owners, public rows, share links); otherwise it is left out. */
  shareUuid?: boolean
}

function cardEntry(card: CardEntry, count: number, full: boolean) {
  if (full) return { ...card.doc, count }
  return {
    count,
    name: card.name,
    stub: card.stub,
    type: card.type,
    phoenixborn: card.phoenixborn,
    is_legacy: card.isLegacy,
    release: card.doc.release,
  }
}

function phoenixbornOf(card: CardEntry | undefined): DeckOut['phoenixborn'] {
  if (!card) return null
  const { battlefield, life, spellboard } = card.doc
  return {
    name: card.name,
    stub: card.stub,
    battlefield,
    life,
    spellboard,
    is_legacy: card.isLegacy,
  }
}

/** A deck's cards, by name; cards missing from the card data (deleted since) are left out. */
function deckCards(deck: ListedDeck, snapshot: CardSnapshot) {
  return deck.cards
    .flatMap((entry) => {
      const card = snapshot.byId.get(entry.card_id)
      return card ? [{ card, count: entry.count }] : []
    })
    .sort((a, b) => byCodePoint(a.card.name, b.card.name))
}

/** A deck's cards by name, its Phoenixborn and its conjuration pile, as both forms show them. */
function contentsParts(deck: ListedDeck, snapshot: CardSnapshot) {
  const phoenixborn =
    deck.phoenixborn_id === null ? undefined : snapshot.byId.get(deck.phoenixborn_id)
  const cards = deckCards(deck, snapshot)
  const roots = [...(phoenixborn ? [phoenixborn] : []), ...cards.map((entry) => entry.card)]
  const pile = conjurationPile(
    roots,
    (card) => card.conjurationIds.flatMap((id) => snapshot.byId.get(id) ?? []),
    (card) => card.doc.copies ?? 0,
  )
  return { phoenixborn, cards, pile }
}

const dieOut = (die: ListedDeck['dice'][number]) => ({
  count: die.count,
  name: diceFromFlags(die.die_flag)[0] ?? '',
})

/** The fields of the listing form built from the deck's contents and the card data. */
function contentsOut(deck: ListedDeck, snapshot: CardSnapshot, full: boolean) {
  const { phoenixborn, cards, pile } = contentsParts(deck, snapshot)
  return {
    dice: deck.dice.map(dieOut),
    phoenixborn: phoenixbornOf(phoenixborn),
    cards: cards.map((entry) => cardEntry(entry.card, entry.count, full)),
    conjurations: pile.map((entry) => cardEntry(entry.card, entry.count, full)),
  }
}

/**
 * A card's minimal entry as JSON text after its count (`"name":...}`), and its Phoenixborn
 * form, kept with the card: the card data of a version never changes, and a snapshot's cards go
 * with it. Writing a deck's entries from these costs a fraction of serialising them.
 */
const cardTexts = new WeakMap<CardEntry, { entry: string; phoenixborn: string }>()
const COUNT_PREFIX = '{"count":0,'

function cardText(card: CardEntry) {
  let text = cardTexts.get(card)
  if (text === undefined) {
    const entry = JSON.stringify(cardEntry(card, 0, false))
    if (!entry.startsWith(COUNT_PREFIX)) throw new Error('a card entry starts with its count')
    text = {
      entry: entry.slice(COUNT_PREFIX.length),
      phoenixborn: JSON.stringify(phoenixbornOf(card)),
    }
    cardTexts.set(card, text)
  }
  return text
}

const entriesJson = (entries: { card: CardEntry; count: number }[]) =>
  entries.map((entry) => `{"count":${JSON.stringify(entry.count)},${cardText(entry.card).entry}`)

/**
 * `JSON.stringify(contentsOut(deck, snapshot, false))` without its braces, written from the
 * cards' kept texts.
 */
export function contentsJson(deck: ListedDeck, snapshot: CardSnapshot): string {
  const { phoenixborn, cards, pile } = contentsParts(deck, snapshot)
  const dice = JSON.stringify(deck.dice.map(dieOut))
  const pb = phoenixborn ? cardText(phoenixborn).phoenixborn : 'null'
  return `"dice":${dice},"phoenixborn":${pb},"cards":[${entriesJson(cards).join(',')}],"conjurations":[${entriesJson(pile).join(',')}]`
}

/** The fields of the listing form before its contents. */
export const headOut = (deck: ListedDeck) => ({
  id: deck.id,
  entity_id: deck.entity_id,
  source_id: deck.source_id,
  title: deck.title,
  created: deck.created,
  modified: deck.modified,
  user: { username: deck.username, badge: deck.badge },
})

/** The fields of the listing form after its contents. */
export function tailOut(deck: ListedDeck, options: JsonOptions) {
  const out: Pick<
    DeckOut,
    | 'is_public'
    | 'is_snapshot'
    | 'is_red_rains'
    | 'is_unrestricted'
    | 'is_preconstructed'
    | 'direct_share_uuid'
    | 'is_legacy'
    | 'ashes_500_score'
    | 'ashes_500_revision_id'
    | 'like_count'
  > = {
    is_public: deck.is_public,
    is_snapshot: deck.is_snapshot,
    is_red_rains: deck.is_red_rains,
    is_unrestricted: deck.is_unrestricted,
    is_preconstructed: deck.is_preconstructed,
  }
  if (options.shareUuid) out.direct_share_uuid = deck.direct_share_uuid
  if (deck.is_legacy) {
    out.is_legacy = true
    out.ashes_500_score = deck.ashes_500_score
    out.ashes_500_revision_id = deck.ashes_500_revision_id
  }
  // Likes show where a deck is published (issue 29): a private row never shows them.
  if (deck.is_public && deck.is_snapshot) out.like_count = deck.like_count
  return out
}

/** The listing form (api-decks 3.4). */
function deckOut(deck: ListedDeck, snapshot: CardSnapshot, options: JsonOptions = {}): DeckOut {
  return {
    ...headOut(deck),
    ...contentsOut(deck, snapshot, options.fullCards ?? false),
    ...tailOut(deck, options),
  }
}

/**
 * First Five, paid effects and tutors, from the stored rows whose cards are in the deck or are
 * its Phoenixborn (rows for other cards stay stored, hidden, as in the reference).
 */
function selectedCards(deck: LoadedDeck, snapshot: CardSnapshot) {
  const present = new Set(deck.cards.filter((c) => c.count > 0).map((c) => c.card_id))
  if (deck.phoenixborn_id !== null) present.add(deck.phoenixborn_id)
  const stub = (id: number) => (present.has(id) ? snapshot.byId.get(id)?.stub : undefined)
  const first_five: string[] = []
  const effect_costs: string[] = []
  const tutor_map: Record<string, string> = {}
  for (const row of deck.selected) {
    const card = stub(row.card_id)
    if (!card) continue
    if (row.tutor_card_id !== 0) {
      const tutor = stub(row.tutor_card_id)
      if (tutor) tutor_map[tutor] = card
      continue
    }
    if (row.is_first_five) first_five.push(card)
    if (row.is_paid_effect) effect_costs.push(card)
  }
  return { first_five, effect_costs, tutor_map }
}

/** The listing form plus the deck's texts and First Five data; only keys with values. */
export function deckWithSelections(
  deck: LoadedDeck,
  snapshot: CardSnapshot,
  options: JsonOptions = {},
) {
  return {
    ...deckOut(deck, snapshot, options),
    ...deckTexts(deck),
    ...selectedCards(deck, snapshot),
  }
}

/** The keys the saved form has first, null unless the deck gives them a value. */
const SAVED_FIRST = [
  'is_legacy',
  'ashes_500_score',
  'ashes_500_revision_id',
  'direct_share_uuid',
] as const

/** The saved form (api-decks 3.5): every key present, absent values null. */
export function deckSaveOut(
  deck: LoadedDeck,
  snapshot: CardSnapshot,
  options: JsonOptions = {},
): DeckSaveOut {
  return {
    is_legacy: null,
    ashes_500_score: null,
    ashes_500_revision_id: null,
    direct_share_uuid: null,
    ...deckWithSelections(deck, snapshot, options),
  }
}

/**
 * `JSON.stringify(deckSaveOut(deck, snapshot, options))` (minimal cards), the contents written
 * from the cards' kept texts: what a save answers.
 */
export function deckSaveJson(
  deck: LoadedDeck,
  snapshot: CardSnapshot,
  options: Pick<JsonOptions, 'shareUuid'> = {},
): string {
  const tail: Record<string, unknown> = tailOut(deck, options)
  const first: Record<string, unknown> = {}
  for (const key of SAVED_FIRST) {
    first[key] = key in tail ? tail[key] : null
    delete tail[key]
  }
  const selections = { ...deckTexts(deck), ...selectedCards(deck, snapshot) }
  const parts = [first, headOut(deck)].map((part) => JSON.stringify(part).slice(1, -1))
  parts.push(contentsJson(deck, snapshot))
  for (const part of [tail, selections]) parts.push(JSON.stringify(part).slice(1, -1))
  return `{${parts.filter((part) => part !== '').join(',')}}`
}
