import type { Block, Inline, ParagraphKind, TextMode } from './text-ast.ts'
import { parseInlines } from './text-inline.ts'

// Quotes nested deeper than this are plain text, so `> > > …` cannot exhaust the stack.
const MAX_QUOTE_DEPTH = 4
const CARD_MARKER = /^([*~])[ \t]+/
const QUOTE = /^\s*>[ \t]?/
const UNORDERED_ITEM = /^\s*[*-][ \t]+/
// `~ ` is the reference's numbered item (Ashes.live); `1. ` and `1) ` are ours.
const ORDERED_ITEM = /^\s*(?:(\d{1,9})[.)]|~)[ \t]+/
// "Name:" or "Name 2:" opening a card ability; Ashes.live shows it bold.
const ABILITY_NAME = /^[A-Z][A-Za-z0-9' ]*:(?=\s)/

export function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n')
}

function isBlank(line: string): boolean {
  return line.trim() === ''
}

/**
 * Inline content of several (trimmed) lines, joined by line breaks. Nodes are appended one by
 * one: a line can hold more of them than a spread call may pass as arguments (issue 24 item 6).
 */
function joinLines(lines: readonly string[], mode: TextMode): Inline[] {
  const children: Inline[] = []
  for (const [index, line] of lines.entries()) {
    if (index > 0) children.push({ type: 'lineBreak' })
    for (const node of parseInlines(line, mode)) children.push(node)
  }
  return children
}

function cardParagraph(kind: ParagraphKind, lines: string[]): Block {
  const [first = '', ...rest] = lines
  const name = ABILITY_NAME.exec(first)?.[0]
  if (!name) return { type: 'paragraph', kind, children: joinLines(lines, 'card') }
  const tail = joinLines([first.slice(name.length), ...rest], 'card')
  return {
    type: 'paragraph',
    kind,
    children: [{ type: 'strong', children: [{ type: 'text', text: name }] }, ...tail],
  }
}

/**
 * Card text: paragraphs split by blank lines; a line starting `* ` (inexhaustible) or `~ `
 * (reaction) always starts its own paragraph.
 */
export function cardBlocks(text: string): Block[] {
  const blocks: Block[] = []
  let kind: ParagraphKind = 'normal'
  let lines: string[] = []
  const flush = () => {
    if (lines.length > 0) blocks.push(cardParagraph(kind, lines))
    lines = []
  }
  for (const line of splitLines(text)) {
    const marker = CARD_MARKER.exec(line)
    if (isBlank(line)) {
      flush()
    } else if (marker) {
      flush()
      kind = marker[1] === '*' ? 'inexhaustible' : 'reaction'
      const rest = line.slice(marker[0].length).trim()
      if (rest) lines.push(rest)
    } else {
      if (lines.length === 0) kind = 'normal'
      lines.push(line.trim())
    }
  }
  flush()
  return blocks
}

type Item = { ordered: boolean; number: number; content: string }

function listItem(line: string): Item | null {
  const ordered = ORDERED_ITEM.exec(line)
  if (ordered) {
    const number = ordered[1] === undefined ? 1 : Number(ordered[1])
    return { ordered: true, number, content: line.slice(ordered[0].length) }
  }
  const unordered = UNORDERED_ITEM.exec(line)
  if (unordered) return { ordered: false, number: 1, content: line.slice(unordered[0].length) }
  return null
}

/**
 * User text (descriptions, comments): paragraphs, `* `/`- ` and `~ `/`1. ` lists, `> ` quotes.
 * A list continues across blank lines while the next item is of the same kind.
 */
export function userBlocks(lines: readonly string[], depth: number): Block[] {
  const blocks: Block[] = []
  const isQuote = (line: string) => depth < MAX_QUOTE_DEPTH && QUOTE.test(line)
  let i = 0
  while (i < lines.length) {
    const line = lines[i] as string
    const item = listItem(line)
    if (isBlank(line)) {
      i++
    } else if (isQuote(line)) {
      const quoted: string[] = []
      for (; i < lines.length && isQuote(lines[i] as string); i++) {
        quoted.push((lines[i] as string).replace(QUOTE, ''))
      }
      blocks.push({ type: 'quote', children: userBlocks(quoted, depth + 1) })
    } else if (item) {
      const items: Inline[][] = []
      let next: Item | null = item
      while (next && next.ordered === item.ordered) {
        items.push(parseInlines(next.content.trim(), 'user'))
        i++
        let after = i
        while (after < lines.length && isBlank(lines[after] as string)) after++
        next = after < lines.length ? listItem(lines[after] as string) : null
        if (next?.ordered === item.ordered) i = after
      }
      blocks.push({ type: 'list', ordered: item.ordered, start: item.number, items })
    } else {
      const paragraph: string[] = []
      for (; i < lines.length; i++) {
        const current = lines[i] as string
        if (isBlank(current) || isQuote(current) || listItem(current)) break
        paragraph.push(current.trim())
      }
      blocks.push({ type: 'paragraph', kind: 'normal', children: joinLines(paragraph, 'user') })
    }
  }
  return blocks
}
