import type { Card } from '@ashes/api'
import { type DieName, parseCardText } from '@ashes/game'
import { grayscale, type PDFPage, rgb } from 'pdf-lib'
import type { CardFonts } from './fonts.ts'
import {
  BOX_PADDING,
  fitText,
  glueCounts,
  type LaidParagraph,
  type Measure,
  paragraphGap,
  paragraphsOf,
  proportional,
  type Segment,
  segmentLabel,
  type Word,
} from './text-layout.ts'

const INK = grayscale(0.1)
const GREY = grayscale(0.45)
const PAPER = rgb(1, 1, 1)

/**
 * Each magic type's own shape (10 x 10 units, SVG coordinates), so a die reads without colour on
 * a black-and-white print; its name is printed beside it as well.
 */
const DIE_SHAPES: Record<DieName | 'basic', string> = {
  ceremonial: 'M1 1H9V9H1Z',
  charm: 'M5 0L10 5L5 10L0 5Z',
  illusion: 'M5 0A5 5 0 1 1 5 10A5 5 0 1 1 5 0Z',
  natural: 'M5 0L10 9.5H0Z',
  divine: 'M2.5 0.7H7.5L10 5L7.5 9.3H2.5L0 5Z',
  sympathy: 'M0 0.5H10L5 10Z',
  time: 'M0.5 0H9.5L5 5L9.5 10H0.5L5 5Z',
  artifice: 'M5 0L10 3.8L8.1 10H1.9L0 3.8Z',
  astral: 'M5 0L6.2 3.6H10L6.9 5.8L8.1 9.5L5 7.2L1.9 9.5L3.1 5.8L0 3.6H3.8Z',
  basic: 'M1 1H9V9H1Z',
}

/** Shape of a die, its gap before the name, and a symbol's padding: shares of the font size. */
const SHAPE = 0.8
const SHAPE_GAP = 0.2
const SYMBOL_PAD = 0.3

export function textMeasure(fonts: CardFonts): Measure {
  return proportional({
    space: (size) => fonts.width('regular', ' ', size),
    segment(segment, size) {
      if (segment.kind === 'text') return fonts.width(segment.style, segment.text, size)
      const label = fonts.width(
        segment.kind === 'die' ? 'regular' : 'bold',
        segmentLabel(segment),
        size,
      )
      return segment.kind === 'die'
        ? size * (SHAPE + SHAPE_GAP) + label
        : label + 2 * size * SYMBOL_PAD
    },
  })
}

/** Draws one segment with its baseline at `y`; returns its width. */
function drawSegment(
  page: PDFPage,
  fonts: CardFonts,
  segment: Segment,
  x: number,
  y: number,
  size: number,
) {
  const measure = textMeasure(fonts)
  const width = measure.segment(segment, size)
  if (segment.kind === 'text') {
    page.drawText(fonts.text(segment.text), {
      x,
      y,
      size,
      font: fonts.face(segment.style),
      color: INK,
    })
  } else if (segment.kind === 'die') {
    const side = size * SHAPE
    page.drawSvgPath(DIE_SHAPES[segment.die], {
      x,
      y: y + side - size * 0.05,
      scale: side / 10,
      ...(segment.die === 'basic'
        ? { color: PAPER, borderColor: INK, borderWidth: 0.6 }
        : { color: INK }),
    })
    page.drawText(fonts.text(segmentLabel(segment)), {
      x: x + size * (SHAPE + SHAPE_GAP),
      y,
      size,
      font: fonts.face('regular'),
      color: INK,
    })
  } else {
    page.drawRectangle({
      x,
      y: y - size * 0.25,
      width,
      height: size * 1.1,
      borderColor: INK,
      borderWidth: 0.5,
    })
    page.drawText(fonts.text(segmentLabel(segment)), {
      x: x + size * SYMBOL_PAD,
      y,
      size,
      font: fonts.face('bold'),
      color: INK,
    })
  }
  return width
}

function drawLine(
  page: PDFPage,
  fonts: CardFonts,
  line: Word[],
  x: number,
  y: number,
  size: number,
) {
  // Text of one style runs on across words as one string (the faces' spaces are all as wide
  // as the measured one), so the PDF holds a line's words together, as a reader copies them.
  const runs: Segment[] = []
  for (const [index, word] of line.entries()) {
    for (const [at, segment] of word.entries()) {
      const last = runs[runs.length - 1]
      if (segment.kind === 'text' && last?.kind === 'text' && last.style === segment.style) {
        runs[runs.length - 1] = {
          ...last,
          text: `${last.text}${at === 0 && index > 0 ? ' ' : ''}${segment.text}`,
        }
      } else {
        if (at === 0 && index > 0) runs.push({ kind: 'text', text: ' ', style: 'regular' })
        runs.push(segment)
      }
    }
  }
  let at = x
  for (const run of runs) at += drawSegment(page, fonts, run, at, y, size)
}

/** Draws laid-out paragraphs from `top` down; lines below `bottom` are left out. */
function drawParagraphs(
  page: PDFPage,
  fonts: CardFonts,
  paragraphs: readonly LaidParagraph[],
  box: { x: number; top: number; width: number; bottom: number },
  size: number,
  lineHeight: number,
) {
  let y = box.top
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) y -= paragraphGap(size)
    const boxed = paragraph.kind !== 'normal'
    const inset = boxed ? BOX_PADDING : 0
    const height = paragraph.lines.length * lineHeight + 2 * inset
    if (boxed && y - height >= box.bottom) {
      page.drawRectangle({
        x: box.x,
        y: y - height,
        width: box.width,
        height,
        borderColor: GREY,
        borderWidth: 0.6,
        ...(paragraph.kind === 'reaction' ? { borderDashArray: [2, 1.2] } : {}),
      })
    }
    y -= inset
    for (const line of paragraph.lines) {
      if (y - lineHeight < box.bottom) return
      drawLine(page, fonts, line, box.x + inset, y - size, size)
      y -= lineHeight
    }
    y -= inset
  }
}

/** One line of text shrunk (down to `min`) until it fits `width`. */
type TextStyle = 'regular' | 'bold' | 'italic'

function fittedSize(
  fonts: CardFonts,
  style: TextStyle,
  text: string,
  width: number,
  max: number,
  min: number,
) {
  const at = fonts.width(style, text, max)
  return at <= width ? max : Math.max(min, (max * width) / at)
}

const STATS: (keyof Card)[][] = [
  ['battlefield', 'life', 'spellboard'],
  ['attack', 'life', 'recover'],
]

/** The card's numbers, as the printed card shows them along its bottom edge. */
function statsOf(card: Card): [string, string][] {
  const keys = card.type === 'Phoenixborn' ? STATS[0] : STATS[1]
  return (keys ?? []).flatMap((key) => {
    const value = card[key]
    return value === undefined || value === null ? [] : [[key, String(value)] as [string, string]]
  })
}

/** The cost as one line of card text: steps separated by commas, alternatives by "or". */
export function costText(card: Card): string {
  return (card.cost ?? [])
    .map((step) => (Array.isArray(step) ? step.join(' or ') : step))
    .join(', ')
}

/**
 * A card drawn in place of its image, `width` x `height` points with its lower left corner at
 * (x, y): frame, name, type and placement, the Phoenixborn it belongs to, cost with each die's
 * shape and name, rules text shrunk to fit, and its numbers.
 */
export function drawCard(
  page: PDFPage,
  fonts: CardFonts,
  card: Card,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
) {
  const measure = textMeasure(fonts)
  page.drawRectangle({ x, y, width, height, color: PAPER, borderColor: GREY, borderWidth: 0.5 })
  page.drawRectangle({
    x: x + 4,
    y: y + 4,
    width: width - 8,
    height: height - 8,
    borderColor: INK,
    borderWidth: 1.2,
  })
  const left = x + 10
  const inner = width - 20
  let top = y + height - 10

  /** A heading line, shrunk (from `max` down to `min`) to fit, `gap` below the line above. */
  const headingLine = (text: string, style: TextStyle, [max, min]: [number, number], gap = 0) => {
    const size = fittedSize(fonts, style, text, inner, max, min)
    const color = style === 'bold' ? INK : GREY
    top -= size + gap
    page.drawText(fonts.text(text), { x: left, y: top, size, font: fonts.face(style), color })
  }
  headingLine(card.name, 'bold', [12, 6])
  headingLine([card.type, card.placement].filter(Boolean).join(' \u00b7 '), 'regular', [7.5, 5], 3)
  if (card.phoenixborn) headingLine(`${card.phoenixborn} only`, 'italic', [7, 5], 2)
  top -= 5
  page.drawLine({
    start: { x: left, y: top },
    end: { x: left + inner, y: top },
    thickness: 0.5,
    color: GREY,
  })

  const cost = costText(card)
  if (cost) {
    const words: Word[] = [[{ kind: 'text', text: 'Cost:', style: 'bold' }]]
    const [paragraph] = paragraphsOf(parseCardText(glueCounts(cost)))
    const costWords = [...words, ...(paragraph?.lines.flat() ?? [])]
    const fit = fitText(
      [{ kind: 'normal', lines: [costWords] }],
      { width: inner, height: 20 },
      measure,
      { max: 8, min: 5 },
    )
    top -= 4
    drawParagraphs(
      page,
      fonts,
      fit.paragraphs,
      { x: left, top, width: inner, bottom: top - 22 },
      fit.size,
      fit.lineHeight,
    )
    top -= (fit.paragraphs[0]?.lines.length ?? 1) * fit.lineHeight + 3
  }

  const stats = statsOf(card)
  const bottom = y + 10 + (stats.length ? 24 : 0)
  if (stats.length) drawStats(page, fonts, stats, { x: left, y: y + 10, width: inner })

  if (card.text) {
    const paragraphs = paragraphsOf(parseCardText(glueCounts(card.text)))
    const box = { width: inner, height: top - 4 - bottom }
    const fit = fitText(paragraphs, box, measure, { max: 9, min: 4 })
    drawParagraphs(
      page,
      fonts,
      fit.paragraphs,
      { x: left, top: top - 4, width: inner, bottom },
      fit.size,
      fit.lineHeight,
    )
  }
}

function drawStats(
  page: PDFPage,
  fonts: CardFonts,
  stats: [string, string][],
  { x, y, width }: { x: number; y: number; width: number },
) {
  const gap = 4
  const boxWidth = (width - gap * (stats.length - 1)) / stats.length
  for (const [index, [label, value]] of stats.entries()) {
    const left = x + index * (boxWidth + gap)
    page.drawRectangle({
      x: left,
      y,
      width: boxWidth,
      height: 20,
      borderColor: INK,
      borderWidth: 0.6,
    })
    const name = label.charAt(0).toUpperCase() + label.slice(1)
    const nameSize = fittedSize(fonts, 'regular', name, boxWidth - 4, 5.5, 4)
    page.drawText(fonts.text(name), {
      x: left + 2.5,
      y: y + 13.5,
      size: nameSize,
      font: fonts.face('regular'),
      color: GREY,
    })
    const valueSize = fittedSize(fonts, 'bold', value, boxWidth - 4, 10, 5)
    const valueWidth = fonts.width('bold', value, valueSize)
    page.drawText(fonts.text(value), {
      x: left + (boxWidth - valueWidth) / 2,
      y: y + 3,
      size: valueSize,
      font: fonts.face('bold'),
      color: INK,
    })
  }
}
