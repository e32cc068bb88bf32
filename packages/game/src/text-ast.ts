import type { DieName } from './dice.ts'

/** Action and cost symbols written `[[main]]`, `[[side]]`, `[[exhaust]]`, `[[discard]]`, `[[basic]]`. */
export type SymbolName = 'main' | 'side' | 'exhaust' | 'discard' | 'basic'

/** Each symbol in words: the web app's icon labels and the server's text for readers without icons. */
export const SYMBOL_WORDS: Readonly<Record<SymbolName, string>> = {
  main: 'Main action',
  side: 'Side action',
  exhaust: 'Exhaust',
  discard: 'Discard',
  basic: 'Basic magic',
}

export type DieFace = 'class' | 'power'

/** Inline content. Text is always raw (unescaped); renderers build React elements from it. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'symbol'; symbol: SymbolName }
  | { type: 'die'; die: DieName; face: DieFace | null }
  | { type: 'cardRef'; name: string; stub: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; text: string; url: string }
  | { type: 'image'; url: string; alt: string }
  | { type: 'lineBreak' }
  /** User text's ` - `: a small diamond between the parts of a cost or a line (ui-behaviour §5). */
  | { type: 'divider' }

/** `inexhaustible` = card text line `* …`; `reaction` = card text line `~ …`. */
export type ParagraphKind = 'normal' | 'inexhaustible' | 'reaction'

export type Block =
  | { type: 'paragraph'; kind: ParagraphKind; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }

/** Card text knows card codes only; user text adds links, images, lists and quotes. */
export type TextMode = 'card' | 'user'
