import { DICE } from './dice.ts'

/** What two versions of a deck are compared on (a deck listing entry, First Five optional). */
export interface DiffDeck {
  title: string | null
  phoenixborn: { stub: string; name: string } | null
  dice: readonly { name: string; count: number }[]
  cards: readonly { stub: string; name: string; count: number }[]
  /** Absent when not known (deck listings do not carry it). */
  first_five?: readonly string[] | undefined
}

export interface CardChange {
  stub: string
  name: string
  /** How many copies came in (added) or went out (removed). */
  count: number
}

export interface DeckDiff {
  unchanged: boolean
  title: { from: string | null; to: string | null } | null
  phoenixborn: { from: string | null; to: string | null } | null
  dice: { name: string; from: number; to: number }[]
  added: CardChange[]
  removed: CardChange[]
  /** undefined when either version's First Five is not known. */
  firstFive?: { added: { stub: string; name: string }[]; removed: { stub: string; name: string }[] }
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0

function counts(entries: readonly { name: string; count: number }[]) {
  const map = new Map<string, number>()
  for (const entry of entries) map.set(entry.name, (map.get(entry.name) ?? 0) + entry.count)
  return map
}

/** Dice in DICE order, any unknown name after them. */
function diceChanges(before: DiffDeck['dice'], after: DiffDeck['dice']) {
  const from = counts(before)
  const to = counts(after)
  const names = [...new Set<string>([...DICE, ...from.keys(), ...to.keys()])]
  return names
    .map((name) => ({ name, from: from.get(name) ?? 0, to: to.get(name) ?? 0 }))
    .filter((change) => change.from !== change.to)
}

function cardChanges(before: DiffDeck['cards'], after: DiffDeck['cards']) {
  const names = new Map([...before, ...after].map((card) => [card.stub, card.name]))
  const from = new Map(before.map((card) => [card.stub, card.count]))
  const to = new Map(after.map((card) => [card.stub, card.count]))
  const added: CardChange[] = []
  const removed: CardChange[] = []
  for (const [stub, name] of names) {
    const delta = (to.get(stub) ?? 0) - (from.get(stub) ?? 0)
    if (delta > 0) added.push({ stub, name, count: delta })
    if (delta < 0) removed.push({ stub, name, count: -delta })
  }
  return { added: added.sort(byName), removed: removed.sort(byName) }
}

function firstFiveChanges(before: DiffDeck, after: DiffDeck) {
  if (!before.first_five || !after.first_five) return undefined
  const names = new Map([...before.cards, ...after.cards].map((card) => [card.stub, card.name]))
  const named = (stub: string) => ({ stub, name: names.get(stub) ?? stub })
  const was = new Set(before.first_five)
  const is = new Set(after.first_five)
  return {
    added: [...is].filter((stub) => !was.has(stub)).map(named),
    removed: [...was].filter((stub) => !is.has(stub)).map(named),
  }
}

/** What changed from `before` to `after` (issue 17 item 6); an empty title counts as none. */
export function deckDiff(before: DiffDeck, after: DiffDeck): DeckDiff {
  const titleFrom = before.title || null
  const titleTo = after.title || null
  const pbFrom = before.phoenixborn?.name ?? null
  const pbTo = after.phoenixborn?.name ?? null
  const { added, removed } = cardChanges(before.cards, after.cards)
  const dice = diceChanges(before.dice, after.dice)
  const firstFive = firstFiveChanges(before, after)
  const title = titleFrom === titleTo ? null : { from: titleFrom, to: titleTo }
  const phoenixborn = pbFrom === pbTo ? null : { from: pbFrom, to: pbTo }
  const unchanged =
    !title &&
    !phoenixborn &&
    !dice.length &&
    !added.length &&
    !removed.length &&
    !firstFive?.added.length &&
    !firstFive?.removed.length
  return {
    unchanged,
    title,
    phoenixborn,
    dice,
    added,
    removed,
    ...(firstFive ? { firstFive } : {}),
  }
}
