import type { CardDetails } from '@ashes/api'
import { type CardEntry, type CardSnapshot, rootSummoners } from './card-snapshot.ts'

type Minimal = { name: string; stub: string }
const minimal = (card: CardEntry): Minimal => ({ name: card.name, stub: card.stub })

/** A card's conjurations and theirs, first-seen order, each once. */
function conjurationsOf(card: CardEntry, snapshot: CardSnapshot): CardEntry[] {
  const found: CardEntry[] = []
  const visit = (entry: CardEntry) => {
    for (const id of entry.conjurationIds) {
      const conjuration = snapshot.byId.get(id)
      if (!conjuration || found.includes(conjuration)) continue
      found.push(conjuration)
      visit(conjuration)
    }
  }
  visit(card)
  return found
}

const uniqueList = (cards: CardEntry[]) =>
  cards.filter((card, index) => cards.indexOf(card) === index)

export interface Related {
  related: CardDetails['related_cards']
  /** The cards whose presence in a deck counts as using this card. */
  roots: CardEntry[]
}

function phoenixbornRelated(
  card: CardEntry,
  phoenixborn: CardEntry,
  snapshot: CardSnapshot,
): Related {
  const related: CardDetails['related_cards'] = { phoenixborn: minimal(phoenixborn) }
  const pbConjurations = conjurationsOf(phoenixborn, snapshot)
  if (pbConjurations.length) related.phoenixborn_conjurations = pbConjurations.map(minimal)
  let roots: CardEntry[] = card.isConjured ? [] : [card]
  if (pbConjurations.includes(card)) roots = [phoenixborn]
  const uniques = snapshot.cards
    .filter(
      (c) =>
        c.isLegacy === card.isLegacy &&
        c.phoenixborn === phoenixborn.name &&
        !c.isConjured &&
        c !== phoenixborn,
    )
    .sort((a, b) => a.id - b.id)
    .slice(0, 2)
  uniques.forEach((unique, index) => {
    const key = index === 0 ? 'phoenixborn_unique' : 'phoenixborn_unique_2'
    related[key] = minimal(unique)
    const conjurations = conjurationsOf(unique, snapshot)
    if (conjurations.length) related[`${key}_conjurations`] = conjurations.map(minimal)
    if (conjurations.includes(card)) roots = [unique]
  })
  return { related, roots }
}

/** Related cards of a card page (api-core 7.4), and the cards its usage counts. */
export function relatedCards(card: CardEntry, snapshot: CardSnapshot): Related {
  const phoenixborn =
    card.type === 'Phoenixborn'
      ? card
      : card.phoenixborn
        ? snapshot.cards.find(
            (c) =>
              c.type === 'Phoenixborn' &&
              c.isLegacy === card.isLegacy &&
              c.name === card.phoenixborn,
          )
        : undefined
  // A unique whose Phoenixborn is missing was a 500 in the reference; it is treated as unbound.
  if (phoenixborn) return phoenixbornRelated(card, phoenixborn, snapshot)

  let summoners: CardEntry[]
  let conjurations: CardEntry[]
  if (card.isConjured) {
    summoners = rootSummoners(card, snapshot.byId)
    conjurations = uniqueList(summoners.flatMap((root) => conjurationsOf(root, snapshot)))
  } else {
    conjurations = conjurationsOf(card, snapshot)
    summoners = uniqueList(
      conjurations.flatMap((conjuration) => rootSummoners(conjuration, snapshot.byId)),
    )
  }
  const related: CardDetails['related_cards'] = {}
  if (conjurations.length) {
    related.summoning_cards = summoners.map(minimal)
    related.conjurations = conjurations.map(minimal)
  }
  return { related, roots: card.isConjured ? summoners : [card] }
}
