import { type Block, type Inline, parseCardText } from '@ashes/game'
import { type El, h, img, type Style, svgData } from './element.ts'
import { COLOURS } from './palette.ts'
import { actionSymbolSvg, previewDieSvg } from './symbols.ts'

/** An icon sized to the text around it, sitting on its line as the web app's do. */
const icon = (svg: string, size: number) =>
  img(svgData(svg), size, size, { verticalAlign: 'middle', margin: '0 2px', marginTop: -4 })

function inline(node: Inline, size: number): El | string {
  const iconSize = Math.round(size * 1.1)
  switch (node.type) {
    case 'text':
      return node.text
    case 'lineBreak':
      return h('br', {})
    case 'divider':
      // user text's alone; card text keeps its ' - ' as text
      return ' - '
    case 'symbol':
      return icon(actionSymbolSvg(node.symbol, COLOURS.ink), iconSize)
    case 'die':
      return icon(previewDieSvg(node.die, node.face), iconSize)
    case 'cardRef':
      return h('span', { fontWeight: 700 }, node.name)
    case 'strong':
      return h('span', { fontWeight: 700 }, ...inlines(node.children, size))
    case 'em':
      return h('span', { fontStyle: 'italic' }, ...inlines(node.children, size))
    case 'link':
      return node.text
    case 'image':
      return node.alt
  }
}

/**
 * Card text from the AST of packages/game as image elements: action symbols and dice as their
 * icons, card references as their names in bold, emphasis kept.
 */
function inlines(nodes: readonly Inline[], size: number): (El | string)[] {
  return nodes.map((node) => inline(node, size))
}

/** Boxed paragraphs as the web app marks them: inexhaustible amber, reaction blue. */
const PARAGRAPH_STYLES: Record<string, Style> = {
  normal: {},
  inexhaustible: {
    padding: '6px 14px',
    borderRadius: 8,
    border: `2px solid ${COLOURS.warnLine}`,
    backgroundColor: COLOURS.warnTint,
  },
  reaction: {
    padding: '6px 14px',
    borderRadius: 8,
    border: `2px solid ${COLOURS.infoLine}`,
    backgroundColor: COLOURS.infoTint,
  },
}

function block(node: Block, size: number): El {
  if (node.type === 'paragraph') {
    return h(
      'div',
      { display: 'block', ...PARAGRAPH_STYLES[node.kind] },
      ...inlines(node.children, size),
    )
  }
  if (node.type === 'quote') return h('div', { display: 'block' }, ...blocks(node.children, size))
  return h(
    'div',
    { display: 'block' },
    ...node.items.map((item) => h('div', { display: 'block' }, '• ', ...inlines(item, size))),
  )
}

const blocks = (nodes: readonly Block[], size: number) => nodes.map((node) => block(node, size))

/** A card's rules text at `size` px, paragraphs apart. */
export function cardText(text: string, size: number): El {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: Math.round(size * 0.55), fontSize: size },
    ...blocks(parseCardText(text), size),
  )
}

/** One cost step (`1 [[natural:class]]`, or alternatives joined by "or") on one line. */
export function costStep(step: string | string[], size: number): El {
  const parts = typeof step === 'string' ? [step] : step
  const children: (El | string)[] = []
  parts.forEach((part, index) => {
    if (index > 0)
      children.push(
        h('span', { margin: '0 8px', fontSize: size * 0.7, color: COLOURS.muted }, 'or'),
      )
    for (const node of parseCardText(part)) {
      if (node.type === 'paragraph') children.push(...inlines(node.children, size))
    }
  })
  return h('div', { display: 'block', whiteSpace: 'nowrap', fontSize: size }, ...children)
}
