import { DICE } from '@ashes/game'
import { BUILDER_KEPT, BUILDER_TEXTS } from './deck-fields.ts'
import type { BuilderCard, BuilderDeck } from './state.ts'

/**
 * The player's unsaved edits put onto the deck as another tab or device saved it (issue 24
 * item 1, "apply my change on top"): whatever the player changed from `base`, the deck they
 * started from, takes the player's value (a card's or a die's count, the title, the
 * Phoenixborn...); everything else is as `theirs`, the deck on the server now, whose revision
 * the result is based on. Without a base (edits from before revisions were known) the player's
 * deck is taken whole.
 */
export function mergeEdits(
  base: BuilderDeck | null,
  mine: BuilderDeck,
  theirs: BuilderDeck,
): BuilderDeck {
  const server = {
    id: theirs.id,
    etag: theirs.etag ?? null,
    modified: theirs.modified,
    direct_share_uuid: theirs.direct_share_uuid,
  }
  if (!base) return { ...mine, ...server }
  const picked = [...BUILDER_TEXTS, ...BUILDER_KEPT].map((key) => [
    key,
    same(mine[key], base[key]) ? theirs[key] : mine[key],
  ])
  return {
    ...theirs,
    ...server,
    ...(Object.fromEntries(picked) as Partial<BuilderDeck>),
    phoenixborn: same(mine.phoenixborn?.stub, base.phoenixborn?.stub)
      ? theirs.phoenixborn
      : mine.phoenixborn,
    cards: mergeCounts(base.cards, mine.cards, theirs.cards, (card) => card.stub),
    dice: mergeCounts(base.dice, mine.dice, theirs.dice, (die) => die.name),
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What the server keeps of a deck's save, in an order it keeps (decks/save.ts, deck-json.ts): the
 * cards by name, the dice as sent; First Five picks, paid effects and tutors only of cards in
 * the deck (or its Phoenixborn), each once, paid effects only with a First Five and in an order
 * of the server's own. A deck it answers with is compared by this, not as the builder holds it.
 */
const content = (deck: BuilderDeck) => {
  const present = new Set(deck.cards.filter((card) => card.count > 0).map((card) => card.stub))
  if (deck.phoenixborn) present.add(deck.phoenixborn.stub)
  const kept = (stubs: readonly string[]) => [...new Set(stubs.filter((stub) => present.has(stub)))]
  const firstFive = kept(deck.first_five)
  return [
    ...BUILDER_TEXTS.map((name) => deck[name]),
    deck.phoenixborn?.stub ?? null,
    deck.cards
      .filter((card) => card.count > 0)
      .map((card) => `${card.count} ${card.stub}`)
      .sort(),
    deck.dice.filter((die) => die.count > 0).map((die) => `${die.count} ${die.name}`),
    firstFive,
    firstFive.length ? kept(deck.effect_costs).sort() : [],
    Object.entries(deck.tutor_map)
      .filter(([tutor, card]) => present.has(tutor) && present.has(card))
      .sort(),
    deck.is_red_rains,
    deck.is_unrestricted,
  ]
}

/** Whether saving `a` would store what `b` holds. */
export const sameContent = (a: BuilderDeck, b: BuilderDeck) => same(content(a), content(b))

/**
 * Whether every change that another save made to `base` (`theirs`, the deck as it left it) is
 * in the player's deck (`mine`, edited from `base`) already: that save's changes put on top of
 * the player's deck change nothing, so saving the player's deck over it loses none of them and
 * there is nothing for the player to choose. It is so when that save was this builder's own,
 * sent as a page was left and not known to the page that came next.
 */
export const holdsChange = (base: BuilderDeck | null, mine: BuilderDeck, theirs: BuilderDeck) =>
  base !== null && sameContent(mergeEdits(base, theirs, mine), mine)

/** Entries counted by key: those whose count the player changed take the player's count. */
function mergeCounts<T extends { count: number }>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  key: (entry: T) => string,
): T[] {
  const count = (list: readonly T[], name: string) =>
    list.find((entry) => key(entry) === name)?.count ?? 0
  const changed = new Map<string, T>()
  for (const entry of [...base, ...mine]) {
    const name = key(entry)
    const mineCount = count(mine, name)
    if (mineCount !== count(base, name))
      changed.set(name, { ...(mine.find((held) => key(held) === name) ?? entry), count: mineCount })
  }
  const merged = theirs.map((entry) => changed.get(key(entry)) ?? entry)
  for (const [name, entry] of changed)
    if (!theirs.some((held) => key(held) === name)) merged.push(entry)
  return merged.filter((entry) => entry.count > 0)
}

/** The dice as they now are, in the game's order ("3 Natural, 7 Astral"). */
function diceText(dice: BuilderDeck['dice']): string {
  const held = DICE.flatMap((name) => {
    const count = dice.find((die) => die.name === name)?.count ?? 0
    return count > 0 ? [`${count} ${name.charAt(0).toUpperCase()}${name.slice(1)}`] : []
  })
  return held.join(', ') || 'none'
}

/**
 * The edits from `base` to `deck` as short lines, for the conflict dialog ("Captivate: 2
 * copies"): the player's, and those saved elsewhere.
 */
export function describeEdits(base: BuilderDeck | null, mine: BuilderDeck): string[] {
  if (!base) return []
  const lines: string[] = []
  if (mine.title !== base.title) lines.push(`Title: ${mine.title || '(none)'}`)
  for (const name of BUILDER_TEXTS)
    if (name !== 'title' && mine[name] !== base[name])
      lines.push(`${name.charAt(0).toUpperCase()}${name.slice(1)}`)
  if (mine.phoenixborn?.stub !== base.phoenixborn?.stub)
    lines.push(`Phoenixborn: ${mine.phoenixborn?.name ?? '(none)'}`)
  const cards: BuilderCard[] = [...mine.cards, ...base.cards]
  const seen = new Set<string>()
  for (const card of cards) {
    if (seen.has(card.stub)) continue
    seen.add(card.stub)
    const now = mine.cards.find((held) => held.stub === card.stub)?.count ?? 0
    const was = base.cards.find((held) => held.stub === card.stub)?.count ?? 0
    if (now !== was) lines.push(`${card.name}: ${now} ${now === 1 ? 'copy' : 'copies'}`)
  }
  if (!same(mine.dice, base.dice)) lines.push(`Dice: ${diceText(mine.dice)}`)
  if (mine.is_red_rains !== base.is_red_rains || mine.is_unrestricted !== base.is_unrestricted)
    lines.push('Deck kind')
  if (
    !same(
      [mine.first_five, mine.effect_costs, mine.tutor_map],
      [base.first_five, base.effect_costs, base.tutor_map],
    )
  )
    lines.push('First Five')
  return lines
}
