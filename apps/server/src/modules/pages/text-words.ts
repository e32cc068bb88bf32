import { type Block, type Inline, parseCardText, parseUserText, SYMBOL_WORDS } from '@ashes/game'
import { escapeHtml } from './html.ts'

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

function inlineHtml(nodes: readonly Inline[], legacy: boolean): string {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') out += escapeHtml(node.text)
    else if (node.type === 'symbol') out += SYMBOL_WORDS[node.symbol]
    else if (node.type === 'die') out += dieWords(node)
    else if (node.type === 'cardRef') {
      out += `<a class="link" href="${escapeHtml(cardPagePath(node.stub, legacy))}">${escapeHtml(node.name)}</a>`
    } else if (node.type === 'strong')
      out += `<strong>${inlineHtml(node.children, legacy)}</strong>`
    else if (node.type === 'em') out += `<em>${inlineHtml(node.children, legacy)}</em>`
    else if (node.type === 'link') {
      out += `<a class="link" href="${escapeHtml(node.url)}" rel="nofollow noopener">${escapeHtml(node.text)}</a>`
    } else if (node.type === 'image') out += escapeHtml(node.alt)
    else if (node.type === 'divider') out += ' - '
    else out += '<br>'
  }
  return out
}

const PARAGRAPH_PREFIX = {
  normal: '',
  inexhaustible: '(Inexhaustible effect) ',
  reaction: '(Reaction effect) ',
} as const

// The web app's classes for quotes and lists (components/cards/RichText.tsx): its style sheet
// resets lists and quotes to plain blocks, so without them a list read as run-on lines.
const QUOTE = '<blockquote class="border-l-4 border-accent-line bg-info-tint px-3 py-1">'
const UL = '<ul class="list-disc pl-6">'
const OL = (start: number) =>
  `<ol${start === 1 ? '' : ` start="${start}"`} class="list-decimal pl-6">`

function blockHtml(block: Block, legacy: boolean): string {
  if (block.type === 'paragraph') {
    return `<p>${PARAGRAPH_PREFIX[block.kind]}${inlineHtml(block.children, legacy)}</p>`
  }
  if (block.type === 'quote') {
    return `${QUOTE}${block.children.map((child) => blockHtml(child, legacy)).join('')}</blockquote>`
  }
  const items = block.items.map((item) => `<li>${inlineHtml(item, legacy)}</li>`).join('')
  return block.ordered ? `${OL(block.start)}${items}</ol>` : `${UL}${items}</ul>`
}

/** Card rules text as static HTML: paragraphs, symbols and dice in words, card links. */
export function cardTextHtml(text: string, legacy: boolean): string {
  return parseCardText(text)
    .map((block) => blockHtml(block, legacy))
    .join('')
}

/**
 * User-written text (a deck or player description) in words and as static HTML (images stay out, their alt
 * text in), from one parse: user text is the costliest part of a page to read.
 */
export function userText(text: string, legacy: boolean): { words: string; html: string } {
  const blocks = parseUserText(text)
  return {
    words: blocks.map(blockWords).join(' '),
    html: blocks.map((block) => blockHtml(block, legacy)).join(''),
  }
}
