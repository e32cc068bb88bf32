import {
  PDFCrossRefSection,
  type PDFDocument,
  PDFHeader,
  type PDFObject,
  type PDFRef,
  PDFStream,
  PDFTrailer,
  PDFTrailerDict,
} from 'pdf-lib'

/** Where the file's bytes go, in order; a promise makes the writer wait (backpressure). */
export type PdfSink = (chunk: Uint8Array) => void | Promise<void>

const ascii = (text: string) => new TextEncoder().encode(text)

/**
 * Writes a pdf-lib document as it is built instead of all at once (pdf-lib's own `save` sizes
 * and fills one buffer of the whole file, on top of the document): `flushStreams` writes the
 * streams made so far (finished pages' drawing, embedded images) and drops them from the
 * document, so a sheet holds about one page in memory; `finish` writes the rest (catalog, page
 * tree, fonts, info), then the cross-reference table of every object's offset and the trailer.
 */
export class PdfStreamWriter {
  private offset = 0
  private readonly offsets: [PDFRef, number][] = []

  constructor(
    private readonly doc: PDFDocument,
    private readonly sink: PdfSink,
  ) {}

  private async emit(bytes: Uint8Array) {
    this.offset += bytes.length
    await this.sink(bytes)
  }

  async start(): Promise<void> {
    const header = PDFHeader.forVersion(1, 7)
    const bytes = new Uint8Array(header.sizeInBytes() + 2).fill(0x0a)
    header.copyBytesInto(bytes, 0)
    await this.emit(bytes)
  }

  private async object(ref: PDFRef, object: PDFObject) {
    this.offsets.push([ref, this.offset])
    const head = ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`)
    const tail = ascii('\nendobj\n\n')
    const bytes = new Uint8Array(head.length + object.sizeInBytes() + tail.length)
    bytes.set(head, 0)
    const end = head.length + object.copyBytesInto(bytes, head.length)
    bytes.set(tail, end)
    await this.emit(bytes)
  }

  /** Writes every stream of the document so far and lets it go: none changes once drawn. */
  async flushStreams(): Promise<void> {
    const { context } = this.doc
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFStream)) continue
      await this.object(ref, object)
      context.delete(ref)
    }
  }

  /** Writes what is left, the cross-reference table (by object number) and the trailer. */
  async finish(): Promise<void> {
    await this.doc.flush()
    const { context } = this.doc
    for (const [ref, object] of context.enumerateIndirectObjects()) await this.object(ref, object)
    const xref = PDFCrossRefSection.create()
    this.offsets.sort(([a], [b]) => a.objectNumber - b.objectNumber)
    for (const [ref, offset] of this.offsets) xref.addEntry(ref, offset)
    const xrefOffset = this.offset
    const info = context.trailerInfo
    const trailerDict = PDFTrailerDict.of(
      context.obj({ Size: context.largestObjectNumber + 1, Root: info.Root, Info: info.Info }),
    )
    const trailer = PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)
    const size = xref.sizeInBytes() + 1 + trailerDict.sizeInBytes() + 2 + trailer.sizeInBytes()
    const bytes = new Uint8Array(size).fill(0x0a)
    let at = xref.copyBytesInto(bytes, 0) + 1
    at += trailerDict.copyBytesInto(bytes, at) + 2
    trailer.copyBytesInto(bytes, at)
    await this.emit(bytes)
  }
}
