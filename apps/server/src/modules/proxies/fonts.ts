import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import type { FontStyle } from './text-layout.ts'

/** Stand-ins for characters the standard fonts cannot show (they know WinAnsi only). */
const SPELLED: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '…': '...',
}

/**
 * The three faces of Helvetica, the standard PDF font every reader has, so nothing is embedded.
 * It knows the WinAnsi characters only; the card data uses no others (checked over the data
 * files), and anything else (a deck title, a card an admin writes) is spelled in WinAnsi
 * (accents dropped, `≤` as `<=`) or shown as `?`, never a failure.
 */
export class CardFonts {
  private readonly known: Set<number>
  private readonly cleaned = new Map<string, string>()
  private readonly glyphWidths: Record<FontStyle, Map<string, number>> = {
    regular: new Map(),
    bold: new Map(),
    italic: new Map(),
  }

  private constructor(private readonly faces: Record<FontStyle, PDFFont>) {
    this.known = new Set(faces.regular.getCharacterSet())
  }

  static async embed(doc: PDFDocument): Promise<CardFonts> {
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ])
    return new CardFonts({ regular, bold, italic })
  }

  face(style: FontStyle): PDFFont {
    return this.faces[style]
  }

  /** The text as the fonts can draw it: one line, WinAnsi only. */
  text(raw: string): string {
    let done = this.cleaned.get(raw)
    if (done === undefined) {
      done = this.clean(raw)
      if (this.cleaned.size < 10_000) this.cleaned.set(raw, done)
    }
    return done
  }

  /**
   * The drawn width of the text. Glyph by glyph: pdf-lib's own measure subtracts kerning that
   * drawText never applies, so words measured with it overlap ("You may" printed "Youmay").
   */
  width(style: FontStyle, raw: string, size: number): number {
    const widths = this.glyphWidths[style]
    let total = 0
    for (const char of this.text(raw)) {
      let width = widths.get(char)
      if (width === undefined) {
        width = this.faces[style].widthOfTextAtSize(char, 1000)
        widths.set(char, width)
      }
      total += width
    }
    return (total * size) / 1000
  }

  private clean(raw: string): string {
    let out = ''
    for (const char of raw.replace(/\s+/g, ' ')) {
      const code = char.codePointAt(0) ?? 0
      if (this.known.has(code)) {
        out += char
        continue
      }
      const spelled = SPELLED[char]
      if (spelled !== undefined) {
        out += spelled
        continue
      }
      // An accented letter outside WinAnsi keeps its base letter.
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '')
      out += [...base].every((c) => this.known.has(c.codePointAt(0) ?? 0)) && base ? base : '?'
    }
    return out
  }
}
