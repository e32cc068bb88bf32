import type { Block, DieFace, DieName, Inline, ParagraphKind, SymbolName } from '@ashes/game'

/** The faces of type the drawn cards use. */
export type FontStyle = 'regular' | 'bold' | 'italic'

/** A piece of a line: text in one style, or a game symbol drawn as a shape with its name. */
export type Segment =
  | { kind: 'text'; text: string; style: FontStyle }
  | { kind: 'die'; die: DieName | 'basic'; face: DieFace | null }
  | { kind: 'symbol'; symbol: Exclude<SymbolName, 'basic'> }

/** Segments with no space between them: a line breaks only between words. */
export type Word = Segment[]

export interface Paragraph {
  kind: ParagraphKind
  /** Lines of words as written; a line break in the text starts a new one. */
  lines: Word[][]
}

export interface Measure {
  /** Width of a segment at a font size. */
  segment(segment: Segment, size: number): number
  /** Width of a space at a font size. */
  space(size: number): number
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The words a die or symbol shows beside its shape: "Charm power", "Basic", "Exhaust". */
export function segmentLabel(segment: Exclude<Segment, { kind: 'text' }>): string {
  if (segment.kind === 'symbol') return capitalize(segment.symbol)
  return segment.face ? `${capitalize(segment.die)} ${segment.face}` : capitalize(segment.die)
}

/** Inline card text as lines of words, each word's segments in their style. */
function wordsOf(nodes: readonly Inline[]): Word[][] {
  const lines: Word[][] = [[]]
  let word: Word = []
  const endWord = () => {
    if (word.length > 0) lines[lines.length - 1]?.push(word)
    word = []
  }
  const walk = (inlines: readonly Inline[], style: FontStyle) => {
    for (const node of inlines) {
      if (node.type === 'text' || node.type === 'cardRef' || node.type === 'link') {
        const text = node.type === 'text' ? node.text : node.type === 'link' ? node.text : node.name
        const nodeStyle = node.type === 'cardRef' ? 'bold' : style
        // A no-break space (see glueCounts) joins; any other space parts words.
        for (const [index, part] of text.split(/[^\S\u00a0]+/).entries()) {
          if (index > 0) endWord()
          if (part) word.push({ kind: 'text', text: part, style: nodeStyle })
        }
      } else if (node.type === 'strong') walk(node.children, 'bold')
      else if (node.type === 'em') walk(node.children, style === 'bold' ? 'bold' : 'italic')
      else if (node.type === 'die') word.push({ kind: 'die', die: node.die, face: node.face })
      else if (node.type === 'symbol') {
        word.push(
          node.symbol === 'basic'
            ? { kind: 'die', die: 'basic', face: null }
            : { kind: 'symbol', symbol: node.symbol },
        )
      } else if (node.type === 'lineBreak') {
        endWord()
        lines.push([])
      } else if (node.type === 'image') word.push({ kind: 'text', text: node.alt, style })
    }
  }
  walk(nodes, 'regular')
  endWord()
  return lines.filter((line) => line.length > 0)
}

/** Card text with each count joined to the die or symbol after it ("2 [[basic]]"), never parted. */
export function glueCounts(text: string): string {
  return text.replace(/(\d+) (?=\[\[)/g, '$1\u00a0')
}

/** Card text blocks (parseCardText) as paragraphs of words. */
export function paragraphsOf(blocks: readonly Block[]): Paragraph[] {
  return blocks.flatMap((block): Paragraph[] => {
    if (block.type === 'paragraph') return [{ kind: block.kind, lines: wordsOf(block.children) }]
    if (block.type === 'list')
      return block.items.map((item) => ({ kind: 'normal', lines: wordsOf(item) }))
    return paragraphsOf(block.children)
  })
}

/**
 * A measure that asks `measure` once per segment, at size 1: every width here grows in
 * proportion to the font size, so the other sizes fitText tries cost a multiplication.
 */
export function proportional(measure: Measure): Measure {
  const unit = new WeakMap<Segment, number>()
  const space = measure.space(1)
  return {
    space: (size) => space * size,
    segment(segment, size) {
      let width = unit.get(segment)
      if (width === undefined) {
        width = measure.segment(segment, 1)
        unit.set(segment, width)
      }
      return width * size
    },
  }
}

const wordWidth = (word: Word, size: number, measure: Measure) =>
  word.reduce((sum, segment) => sum + measure.segment(segment, size), 0)

/** Words wrapped greedily into lines no wider than `width` (a word wider than it stands alone). */
function wrapWords(
  words: readonly Word[],
  width: number,
  size: number,
  measure: Measure,
): Word[][] {
  const lines: Word[][] = []
  let line: Word[] = []
  let used = 0
  const space = measure.space(size)
  for (const word of words) {
    const w = wordWidth(word, size, measure)
    if (line.length > 0 && used + space + w > width) {
      lines.push(line)
      line = []
      used = 0
    }
    used += (line.length > 0 ? space : 0) + w
    line.push(word)
  }
  if (line.length > 0) lines.push(line)
  return lines
}

export interface LaidParagraph {
  kind: ParagraphKind
  lines: Word[][]
}

export interface TextFit {
  size: number
  lineHeight: number
  paragraphs: LaidParagraph[]
  /** Whether it fits at all: false only when even the smallest size overflows. */
  fits: boolean
}

/** Inset of a boxed (inexhaustible or reaction) paragraph's text from its box. */
export const BOX_PADDING = 2.5
/** Space between paragraphs, as a share of the font size. */
export const paragraphGap = (size: number) => size * 0.5

/** Height of laid-out paragraphs: lines, the gaps between paragraphs and the boxes' padding. */
function laidHeight(paragraphs: readonly LaidParagraph[], size: number, lineHeight: number) {
  return paragraphs.reduce(
    (sum, p, index) =>
      sum +
      p.lines.length * lineHeight +
      (index > 0 ? paragraphGap(size) : 0) +
      (p.kind === 'normal' ? 0 : 2 * BOX_PADDING),
    0,
  )
}

/**
 * The largest font size, from `max` down to `min` in quarter points, at which the paragraphs
 * fit the box; at `min` they are laid out anyway (and the drawing cuts what overflows).
 */
export function fitText(
  paragraphs: readonly Paragraph[],
  box: { width: number; height: number },
  measure: Measure,
  { max, min }: { max: number; min: number },
): TextFit {
  let fit: TextFit | undefined
  for (let size = max; size >= min - 1e-9; size -= 0.25) {
    const lineHeight = size * 1.18
    const laid = paragraphs.map((p) => {
      const width = box.width - (p.kind === 'normal' ? 0 : 2 * BOX_PADDING)
      return {
        kind: p.kind,
        lines: p.lines.flatMap((line) => wrapWords(line, width, size, measure)),
      }
    })
    fit = {
      size,
      lineHeight,
      paragraphs: laid,
      fits: laidHeight(laid, size, lineHeight) <= box.height,
    }
    if (fit.fits) return fit
  }
  return fit ?? { size: min, lineHeight: min * 1.18, paragraphs: [], fits: true }
}
