// A proxy's card text drawn on a PDF page: words in their faces, dice as the game's symbols with
// their names (a black-and-white print still tells them apart), cost symbols boxed, and the boxed
// and dashed paragraphs of card effects; the card's frame, headings and stats are drawn-card.ts's.
import { SYMBOL_BOX, symbolPath } from '@ashes/game'
import { grayscale, type PDFPage, rgb } from 'pdf-lib'
import type { CardFonts } from './fonts.ts'
import {
  BOX_PADDING,
  type LaidParagraph,
  type Measure,
  paragraphGap,
  proportional,
  type Segment,
  segmentLabel,
  type Word,
} from './text-layout.ts'

export const INK = grayscale(0.1)
export const GREY = grayscale(0.45)
export const PAPER = rgb(1, 1, 1)

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
    // The game's symbol of the face (or the power symbol of a die of either face), in ink.
    page.drawSvgPath(symbolPath(segment.die, segment.face), {
      x,
      y: y + side - size * 0.05,
      scale: side / SYMBOL_BOX,
      color: INK,
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
export function drawParagraphs(
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
