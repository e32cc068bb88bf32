import { stubify } from './stub.ts'
import type { Block, Inline } from './text-ast.ts'
import { cardBlocks, splitLines, userBlocks } from './text-blocks.ts'

export type { Block, DieFace, Inline, ParagraphKind, SymbolName, TextMode } from './text-ast.ts'
export { SYMBOL_WORDS } from './text-ast.ts'

/**
 * Card rules text (api-core 6.5) as blocks: card codes, `**strong**`/`*em*`, inexhaustible (`* `)
 * and reaction (`~ `) paragraphs; a leading "Ability Name:" is wrapped in `strong`. Never throws.
 */
export function parseCardText(text: string): Block[] {
  return cardBlocks(text)
}

/**
 * User-written text (deck descriptions, comments) as blocks: card codes and emphasis as in card
 * text, plus `[[Link text https://…]]` links, bare http(s) URLs, `[[image https://….png]]`
 * images (optional alt text: `[[image Alt text https://….png]]`), `* `/`- ` lists, `1. ` lists
 * and `> ` quotes; a spaced hyphen ` - ` is a divider and a `[[word:suffix]]` of no known code an
 * italic "word suffix" (ui-behaviour §5). The reference's forms, used by every text written on Ashes.live, read the
 * same: `[[*https://…]]` is an image and `~ ` lines a numbered list. Only http(s) URLs are ever
 * produced. Never throws.
 */
export function parseUserText(text: string): Block[] {
  return userBlocks(splitLines(text), 0)
}

function inlineText(nodes: readonly Inline[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') out += node.text
    else if (node.type === 'symbol') out += node.symbol
    else if (node.type === 'die') out += node.face ? `${node.die} ${node.face}` : node.die
    else if (node.type === 'cardRef') out += node.name
    else if (node.type === 'strong' || node.type === 'em') out += inlineText(node.children)
    else if (node.type === 'link') out += node.text
    else if (node.type === 'image') out += node.alt
    else if (node.type === 'divider') out += ' - '
    else out += '\n'
  }
  return out
}

function blockText(block: Block): string {
  if (block.type === 'paragraph') return inlineText(block.children)
  if (block.type === 'quote') return plainText(block.children)
  return block.items
    .map((item, index) => `${block.ordered ? `${block.start + index}.` : '•'} ${inlineText(item)}`)
    .join('\n')
}

/** Readable plain text (for previews, titles and meta tags): blocks separated by blank lines. */
export function plainText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n')
}

// The reference's exact pattern (api-core 7.5 rule 2), so card creation accepts and rejects the
// same texts; like it, ` or` is not word-bounded (` order` also counts).
const CONJURATION_REF =
  /\[\[([A-Z][A-Za-z' ]+)\]\](?= (?:(?:conjuration|conjured alteration spell)s?|or))/g

/** Stubs of the conjurations a card text names, in order of first mention, without repeats. */
export function conjurationReferences(text: string): string[] {
  const stubs = new Set<string>()
  for (const match of text.matchAll(CONJURATION_REF)) stubs.add(stubify(match[1] ?? ''))
  return [...stubs]
}
