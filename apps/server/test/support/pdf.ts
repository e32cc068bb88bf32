import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib'

/** One proxy as the sheet holds it: the marked-content sequence around it and what it draws. */
export interface PrintedProxy {
  card: string
  drawn: boolean
  /** Images placed inside it (`Do` operators). */
  images: number
  /** Strings it writes (`Tj` operators), in order. */
  texts: string[]
}

export interface PrintedPage {
  width: number
  height: number
  proxies: PrintedProxy[]
}

export interface PrintedSheet {
  title: string | undefined
  pages: PrintedPage[]
  /** Image objects in the whole file. */
  images: number
}

const fromHex = (hex: string) => Buffer.from(hex, 'hex')

/** A PDF text string: UTF-16BE after a byte-order mark, else single bytes. */
function textOf(hex: string): string {
  const bytes = fromHex(hex)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le')
  return bytes.toString('latin1')
}

function contentText(doc: PDFDocument, contents: PDFStream | PDFArray | undefined): string {
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents]
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
        : '',
    )
    .join('\n')
}

const PROXY = /\/Proxy <<([\s\S]*?)>> BDC([\s\S]*?)\nEMC/g

/** Reads a proxies PDF as the server writes it (see modules/proxies/sheet.ts). */
export async function readProxiesPdf(bytes: Uint8Array): Promise<PrintedSheet> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const pages = doc.getPages().map((page): PrintedPage => {
    const text = contentText(doc, page.node.Contents())
    const proxies = [...text.matchAll(PROXY)].map(([, properties = '', body = '']) => ({
      card: textOf(/\/Card <([0-9A-Fa-f]*)>/.exec(properties)?.[1] ?? ''),
      drawn: /\/Drawn true/.test(properties),
      images: body.match(/ Do\n/g)?.length ?? 0,
      texts: [...body.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => textOf(match[1] ?? '')),
    }))
    return { ...page.getSize(), proxies }
  })
  let images = 0
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    ) {
      images++
    }
  }
  return { title: doc.getTitle(), pages, images }
}
