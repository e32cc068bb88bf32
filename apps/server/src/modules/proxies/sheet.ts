import type { ProxyPaper } from '@ashes/api'
import {
  grayscale,
  PDFOperatorNames as Ops,
  PDFDocument,
  PDFHexString,
  type PDFImage,
  PDFName,
  PDFOperator,
} from 'pdf-lib'
import type { CardImage } from './card-images.ts'
import type { ProxyCard } from './copies.ts'
import { drawCard } from './drawn-card.ts'
import { CardFonts } from './fonts.ts'
import { type PdfSink, PdfStreamWriter } from './pdf-stream.ts'
import { CARDS_PER_PAGE, COLUMNS, ROWS } from './sheet-grid.ts'

const POINTS_PER_MM = 72 / 25.4
const mm = (millimetres: number) => millimetres * POINTS_PER_MM

/** Paper sizes in millimetres. */
const PAPER_MM: Record<ProxyPaper, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
}

/** A card's true size: 63 x 88 mm. */
const CARD_MM = { width: 63, height: 88 }

/** Cut marks start this far from the grid and run this long into the margin (millimetres). */
const MARK_GAP = 1
const MARK_LENGTH = 5
/** Tag of the marked-content sequence around each proxy. */
const PROXY = PDFName.of('Proxy')

export interface SheetLayout {
  width: number
  height: number
  /** Lower left corners of the card slots, in reading order (points). */
  slots: { x: number; y: number }[]
  card: { width: number; height: number }
  /** Cut marks: short lines in the margins in line with every card edge (points). */
  marks: { start: { x: number; y: number }; end: { x: number; y: number } }[]
}

/** Nine true-size cards in a 3 x 3 grid centred on the page, cut marks in the margins. */
export function sheetLayout(paper: ProxyPaper): SheetLayout {
  const page = PAPER_MM[paper]
  const left = (page.width - COLUMNS * CARD_MM.width) / 2
  const bottom = (page.height - ROWS * CARD_MM.height) / 2
  const top = bottom + ROWS * CARD_MM.height
  const right = left + COLUMNS * CARD_MM.width
  const slots = Array.from({ length: CARDS_PER_PAGE }, (_, index) => ({
    x: mm(left + (index % COLUMNS) * CARD_MM.width),
    y: mm(top - (Math.floor(index / COLUMNS) + 1) * CARD_MM.height),
  }))
  const length = (margin: number) => Math.min(MARK_LENGTH, margin - MARK_GAP - 1)
  const marks: SheetLayout['marks'] = []
  for (let column = 0; column <= COLUMNS; column++) {
    const x = mm(left + column * CARD_MM.width)
    const run = length(bottom)
    marks.push(
      { start: { x, y: mm(top + MARK_GAP) }, end: { x, y: mm(top + MARK_GAP + run) } },
      { start: { x, y: mm(bottom - MARK_GAP) }, end: { x, y: mm(bottom - MARK_GAP - run) } },
    )
  }
  for (let row = 0; row <= ROWS; row++) {
    const y = mm(bottom + row * CARD_MM.height)
    const run = length(left)
    marks.push(
      { start: { x: mm(left - MARK_GAP), y }, end: { x: mm(left - MARK_GAP - run), y } },
      { start: { x: mm(right + MARK_GAP), y }, end: { x: mm(right + MARK_GAP + run), y } },
    )
  }
  return {
    width: mm(page.width),
    height: mm(page.height),
    slots,
    card: { width: mm(CARD_MM.width), height: mm(CARD_MM.height) },
    marks,
  }
}

export interface SheetInput {
  title: string
  paper: ProxyPaper
  copies: readonly ProxyCard[]
  /** The image of a card, when the media host gave one. */
  imageOf: (copy: ProxyCard) => CardImage | undefined
  /** Called when an image given turns out not to embed (a broken file): the card is drawn. */
  onBadImage?: (copy: ProxyCard) => void
}

/** The proxies PDF, whole: see writeProxySheet. */
export async function proxySheet(input: SheetInput): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  await writeProxySheet(input, (chunk) => {
    chunks.push(chunk)
  })
  return Buffer.concat(chunks)
}

/**
 * The proxies PDF: one proxy per copy, nine to a page, in the order given, written to `sink`
 * page by page (each page's drawing and new images leave memory once written).
 */
export async function writeProxySheet(input: SheetInput, sink: PdfSink): Promise<void> {
  const doc = await PDFDocument.create()
  const writer = new PdfStreamWriter(doc, sink)
  await writer.start()
  const fonts = await CardFonts.embed(doc)
  doc.setTitle(input.title.trim() || 'Proxies', { showInWindowTitleBar: true })
  doc.setSubject('Printed proxies: cards at 63 x 88 mm, nine to a page')
  doc.setCreator('Ashes Deckbuilder')
  doc.setProducer('Ashes Deckbuilder')
  const layout = sheetLayout(input.paper)
  const embedded = new Map<CardImage, PDFImage | null>()
  const embed = async (image: CardImage) => {
    if (!embedded.has(image)) {
      try {
        const pdfImage =
          image.format === 'jpg' ? await doc.embedJpg(image.bytes) : await doc.embedPng(image.bytes)
        // Embedded now, not when the file is finished, so it is written with this page.
        await pdfImage.embed()
        embedded.set(image, pdfImage)
      } catch {
        embedded.set(image, null)
      }
    }
    return embedded.get(image) ?? null
  }
  const pages = Math.max(1, Math.ceil(input.copies.length / CARDS_PER_PAGE))
  for (let number = 0; number < pages; number++) {
    const page = doc.addPage([layout.width, layout.height])
    for (const mark of layout.marks)
      page.drawLine({ ...mark, thickness: 0.35, color: grayscale(0) })
    const onPage = input.copies.slice(number * CARDS_PER_PAGE, (number + 1) * CARDS_PER_PAGE)
    for (const [index, copy] of onPage.entries()) {
      const slot = layout.slots[index] ?? { x: 0, y: 0 }
      const box = { ...slot, ...layout.card }
      const image = input.imageOf(copy)
      const embeddedImage = image ? await embed(image) : null
      if (image && !embeddedImage) input.onBadImage?.(copy)
      // Each proxy is one marked-content sequence naming its card; an image carries the name
      // as its alternate description too, so the sheet reads out and searches by card name.
      const name = PDFHexString.fromText(copy.card.name)
      const properties = doc.context.obj({
        Card: name,
        Drawn: !embeddedImage,
        ...(embeddedImage ? { Alt: name } : {}),
      })
      // An inline property list is valid PDF and written as such; pdf-lib's type omits it.
      const inline = properties as unknown as PDFName
      page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PROXY, inline]))
      if (embeddedImage) page.drawImage(embeddedImage, box)
      else drawCard(page, fonts, copy.card, box)
      page.pushOperators(PDFOperator.of(Ops.EndMarkedContent))
    }
    await writer.flushStreams()
  }
  await writer.finish()
}
