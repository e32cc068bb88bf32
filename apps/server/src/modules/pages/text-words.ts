import { type Block, type Inline, parseCardText, parseUserText, SYMBOL_WORDS } from '@ashes/game'

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function dieWords(node: Extract<Inline, { type: 'die' }>): string {
  return `${capitalize(node.die)} ${node.face ?? 'die'}`
}

function inlineWords(nodes: readonly Inline[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') out += node.text
    else if (node.type === 'symbol') out += SYMBOL_WORDS[node.symbol]
    else if (node.type === 'die') out += dieWords(node)
    else if (node.type === 'cardRef') out += node.name
    else if (node.type === 'strong' || node.type === 'em') out += inlineWords(node.children)
    else if (node.type === 'link') out += node.text
    else if (node.type === 'image') out += node.alt
    else if (node.type === 'divider') out += ' - '
    else out += ' '
  }
  return out
}

function blockWords(block: Block): string {
  if (block.type === 'paragraph') return inlineWords(block.children)
  if (block.type === 'quote') return block.children.map(blockWords).join(' ')
  return block.items.map(inlineWords).join('; ')
}

/** Card rules text in words: `[[main]]` reads "Main action", `[[charm:class]]` "Charm class". */
export function cardTextWords(text: string): string {
  return parseCardText(text).map(blockWords).join(' ')
}

/** A play cost in words, steps separated by commas: "Main action, 1 Natural class". */
export function costWords(cost: readonly (string | readonly string[])[]): string {
  const step = (part: string) => parseCardText(part).map(blockWords).join(' ')
  return cost
    .map((entry) => (typeof entry === 'string' ? step(entry) : entry.map(step).join(' or ')))
    .join(', ')
}

/** Where a card reference inside text points (the web app's cardPath). */
export const cardPagePath = (stub: string, legacy: boolean) =>
  `/cards/${legacy ? 'legacy/' : ''}${encodeURIComponent(stub)}/`

/** User-written text (a deck or player description) in words, its images by their alt text. */
export function userTextWords(text: string): string {
  return parseUserText(text).map(blockWords).join(' ')
}
