import type { Inline, TextMode } from './text-ast.ts'
import { bareUrlAt, bracketToken } from './text-tokens.ts'

// Deeper emphasis nesting is kept as literal text, so hostile input cannot exhaust the stack.
const MAX_DEPTH = 8
const BRACKET = /\[\[([^[\]]{0,2000})\]\]/y

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/.test(ch)
}

/** End of `**strong**` content opened before `from`; a run like `***` closes at its last pair. */
function strongClose(s: string, from: number): number {
  let j = s.indexOf('**', from)
  while (j !== -1) {
    if (j > from && !isSpace(s[j - 1])) {
      while (s[j + 2] === '*') j++
      return j
    }
    j = s.indexOf('**', j + 1)
  }
  return -1
}

/** End of `*em*` content: a lone `*` after a non-space, so `*a **b** c*` nests. */
function emClose(s: string, from: number): number {
  let j = s.indexOf('*', from)
  while (j !== -1) {
    const lone = s[j - 1] !== '*' && s[j + 1] !== '*'
    if (j > from && lone && !isSpace(s[j - 1])) return j
    j = s.indexOf('*', j + 1)
  }
  return -1
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9]/.test(ch)
}

/**
 * Parses one line of text into inline nodes. Scans left to right once; a failed search for a
 * closing delimiter is remembered so unmatched `*` runs stay linear.
 */
function parseRange(s: string, mode: TextMode, depth: number): Inline[] {
  const nodes: Inline[] = []
  let text = ''
  let noStrong = false
  let noEm = false
  const push = (node: Inline) => {
    if (text) nodes.push({ type: 'text', text })
    text = ''
    nodes.push(node)
  }
  let i = 0
  while (i < s.length) {
    const ch = s[i] as string
    if (ch === '[' && s[i + 1] === '[') {
      BRACKET.lastIndex = i
      const match = BRACKET.exec(s)
      if (match) {
        const node = bracketToken(match[1] ?? '', mode)
        if (node) push(node)
        else text += match[0]
        i += match[0].length
        continue
      }
    } else if (ch === '*') {
      const strong = s[i + 1] === '*'
      const width = strong ? 2 : 1
      if (depth < MAX_DEPTH && !isSpace(s[i + width]) && !(strong ? noStrong : noEm)) {
        const close = strong ? strongClose(s, i + 2) : emClose(s, i + 1)
        if (close === -1) {
          if (strong) noStrong = true
          else noEm = true
        } else {
          const children = parseRange(s.slice(i + width, close), mode, depth + 1)
          push({ type: strong ? 'strong' : 'em', children })
          i = close + width
          continue
        }
      }
      text += s.slice(i, i + width)
      i += width
      continue
    } else if (mode === 'user' && ch === ' ' && s[i + 1] === '-' && s[i + 2] === ' ') {
      // A spaced hyphen is the reference's divider (ui-behaviour §5); card text keeps it as text.
      push({ type: 'divider' })
      i += 3
      continue
    } else if (mode === 'user' && (ch === 'h' || ch === 'H') && !isWordChar(s[i - 1])) {
      const url = bareUrlAt(s, i)
      if (url) {
        push({ type: 'link', text: url, url })
        i += url.length
        continue
      }
    }
    text += ch
    i++
  }
  if (text) nodes.push({ type: 'text', text })
  return nodes
}

export function parseInlines(line: string, mode: TextMode): Inline[] {
  return parseRange(line, mode, 0)
}
