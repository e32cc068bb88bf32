import { pluralTypeName, SECTION_ORDER } from './card-types.ts'
import { deckCardCount, deckSize } from './deck.ts'
import { byCodePoint } from './deck-pile.ts'

/** What the export text and a deck's display title need to know about a deck. */
export interface ExportDeck {
  title?: string | null
  phoenixborn?: { name: string } | null
  dice: readonly { name: string; count: number }[]
  cards: readonly ExportCard[]
  conjurations?: readonly ExportCard[] | null
  is_unrestricted?: boolean | null
}

export interface ExportCard {
  name: string
  type: string
  count: number
  /** Full name of the Phoenixborn the card is bound to. */
  phoenixborn?: string | null
}

/** The three remembered toggles of the export text (all on by default). */
export interface ExportOptions {
  showCardCounts: boolean
  sortByType: boolean
  /** Where the attribution line points (the site's origin); omitted when off. */
  attribution: string | null
}

/** A deck's display name: its title, or 'Untitled' plus the Phoenixborn name. */
export function deckDisplayTitle(deck: Pick<ExportDeck, 'title' | 'phoenixborn'>): string {
  if (deck.title) return deck.title
  return deck.phoenixborn ? `Untitled ${deck.phoenixborn.name}` : 'Untitled'
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const cardLine = (card: ExportCard) =>
  `${card.count}x ${card.name}${card.phoenixborn ? ` (${card.phoenixborn})` : ''}`

const byName = (a: ExportCard, b: ExportCard) => byCodePoint(a.name, b.name)

/** Deck cards by type in section order (unknown types last), names in code-point order. */
export function cardSections<C extends ExportCard>(cards: readonly C[]) {
  const rank = (type: string) => {
    const index = (SECTION_ORDER as readonly string[]).indexOf(type)
    return index < 0 ? SECTION_ORDER.length : index
  }
  const types = [...new Set(cards.map((card) => card.type))].sort(
    (a, b) => rank(a) - rank(b) || byCodePoint(a, b),
  )
  return types.map((type) => {
    const contents = cards.filter((card) => card.type === type).sort(byName)
    return { type, title: pluralTypeName(type), count: deckCardCount(contents), cards: contents }
  })
}

/**
 * The deck as plain text for other tools (ui-behaviour §7): title, Phoenixborn, dice in the
 * deck's order, then the cards — by type (conjurations left out) or alphabetically followed by
 * the conjuration pile — and the optional attribution line.
 */
export function deckExportText(deck: ExportDeck, options: ExportOptions): string {
  const lines: string[] = [deckDisplayTitle(deck), '']
  if (deck.phoenixborn) lines.push(`Phoenixborn: ${deck.phoenixborn.name}`, '')
  const dice = deck.dice.filter((die) => die.count > 0)
  if (dice.length) {
    lines.push('Dice:', ...dice.map((die) => `${die.count}x ${capitalize(die.name)}`), '')
  }
  if (deck.cards.length) {
    const { showCardCounts: counts, sortByType } = options
    if (!sortByType || counts) {
      const total = counts
        ? ` (${deckCardCount(deck.cards)} / ${deckSize(deck.is_unrestricted === true)})`
        : ''
      lines.push(`Cards${total}:`)
      if (sortByType) lines.push('')
    }
    if (sortByType) {
      for (const section of cardSections(deck.cards)) {
        const count = counts && section.count ? ` (${section.count})` : ''
        lines.push(`${section.title}${count}:`, ...section.cards.map(cardLine), '')
      }
    } else {
      lines.push(...[...deck.cards].sort(byName).map(cardLine), '')
      if (deck.conjurations?.length) {
        lines.push('Conjuration Pile:', ...deck.conjurations.map(cardLine), '')
      }
    }
  }
  if (options.attribution) lines.push(`Created with ${options.attribution}`)
  return lines.join('\n').trim()
}
