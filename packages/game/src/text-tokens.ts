import { isDieName } from './dice.ts'
import { stubify } from './stub.ts'
import type { Inline, SymbolName, TextMode } from './text-ast.ts'

const SYMBOL = /^\s*(main|side|exhaust|discard|basic)\s*$/i
const DIE = /^\s*([a-z]+)\s*(?::\s*([a-z]+)\s*)?$/i
// Card names are capitalised; anything else in brackets is not a reference.
const CARD_NAME = /^[A-Z][A-Za-z0-9' ,.!?&’-]*$/
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i
const IMAGE_LABEL = /^image(?:\s+(.*))?$/i
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp)$/i
// The reference's `[[word:suffix]]` of no known code (ui-behaviour §5): read as "word suffix" in italics.
const PHRASE = /^([A-Za-z ,'-]+):([A-Za-z ,'-]+)$/
// The reference's image form: the star says "image", so any http(s) URL is shown as one.
const STAR_IMAGE = /^\s*\*(\S+)\s*$/

/** Image URLs are recognised by the extension of their path (query and fragment ignored). */
export function isImageUrl(url: string): boolean {
  return IMAGE_PATH.test(url.replace(/[?#].*$/, ''))
}

function dieToken(content: string): Inline | null {
  const match = DIE.exec(content)
  if (!match) return null
  const raw = (match[1] ?? '').toLowerCase()
  // "nature" is a common slip for natural in user text; Ashes.live accepts it too.
  const die = raw === 'nature' ? 'natural' : raw
  const face = match[2]?.toLowerCase()
  if (!isDieName(die)) return null
  if (face === undefined) return { type: 'die', die, face: null }
  if (face === 'class' || face === 'power') return { type: 'die', die, face }
  return null
}

function linkToken(content: string): Inline | null {
  const starred = STAR_IMAGE.exec(content)?.[1]
  if (starred !== undefined)
    return HTTP_URL.test(starred) ? { type: 'image', url: starred, alt: '' } : null
  // The URL is the last word; scanning back by hand keeps hostile input linear.
  const trimmed = content.trim()
  let cut = trimmed.length
  while (cut > 0 && !/\s/.test(trimmed[cut - 1] as string)) cut--
  const url = trimmed.slice(cut)
  if (!HTTP_URL.test(url)) return null
  const label = trimmed.slice(0, cut).trim()
  const image = IMAGE_LABEL.exec(label)
  if (image && isImageUrl(url)) return { type: 'image', url, alt: image[1]?.trim() ?? '' }
  return { type: 'link', text: label || url, url }
}

/**
 * What `[[content]]` means, or null when it is none of the known codes (the caller then keeps
 * it as literal text). Symbols and dice win over card names, case-insensitively.
 */
export function bracketToken(content: string, mode: TextMode): Inline | null {
  const symbol = SYMBOL.exec(content)?.[1]
  if (symbol) {
    return { type: 'symbol', symbol: symbol.toLowerCase() as SymbolName }
  }
  const die = dieToken(content)
  if (die) return die
  if (mode === 'user') {
    const link = linkToken(content)
    if (link) return link
  }
  if (CARD_NAME.test(content)) return { type: 'cardRef', name: content, stub: stubify(content) }
  const phrase = mode === 'user' ? PHRASE.exec(content) : null
  if (phrase) return { type: 'em', children: [{ type: 'text', text: `${phrase[1]} ${phrase[2]}` }] }
  return null
}

const BARE_URL = /https?:\/\/[^\s<>"'[\]*]+/iy
const TRAILING_PUNCTUATION = '.,;:!?'

function count(s: string, ch: string): number {
  return s.split(ch).length - 1
}

/** A bare http(s) URL starting exactly at `at`, without trailing sentence punctuation. */
export function bareUrlAt(source: string, at: number): string | null {
  BARE_URL.lastIndex = at
  const match = BARE_URL.exec(source)
  if (!match) return null
  const found = match[0]
  // A closing parenthesis belongs to the URL only when it balances one inside it (wiki links).
  let unbalanced = count(found, ')') - count(found, '(')
  let end = found.length
  while (end > 0) {
    const last = found[end - 1] as string
    if (TRAILING_PUNCTUATION.includes(last)) end--
    else if (last === ')' && unbalanced > 0) {
      unbalanced--
      end--
    } else break
  }
  const url = found.slice(0, end)
  return /^https?:\/\/[^/?#]/i.test(url) ? url : null
}
