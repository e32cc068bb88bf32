import type { Card } from '@ashes/api'
import { parseCardText } from '@ashes/game'
import type { PDFPage } from 'pdf-lib'
import { drawParagraphs, GREY, INK, PAPER, textMeasure } from './drawn-text.ts'
import type { CardFonts } from './fonts.ts'
import { fitText, glueCounts, paragraphsOf, type Word } from './text-layout.ts'

type TextStyle = 'regular' | 'bold' | 'italic'

/** The size of one line of text, shrunk (down to `min`) until it fits `width`. */
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
function costText(card: Card): string {
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
