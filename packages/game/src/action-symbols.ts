import { SYMBOL_BOX } from './symbols.ts'
import type { SymbolName } from './text-ast.ts'

/** The cost symbols that are not magic: basic magic is a die's face, drawn in symbols.ts. */
export type ActionSymbol = Exclude<SymbolName, 'basic'>

export const ACTION_SYMBOLS: readonly ActionSymbol[] = ['main', 'side', 'exhaust', 'discard']

const line = (colour: string) =>
  `fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"`

/**
 * Our drawings of the cost symbols printed on the cards (issue 50), each in one colour with no
 * fill of another, so a symbol drawn as an outline stays one on a dark page: main action, an
 * octagon round an eight-pointed star; side action, a four-pointed star in outline; exhaust, an
 * inverted triangle round a half-closed eye; discard, a tilted card with an arrow leaving it.
 * Lines of 2 units of 24 and shapes apart by 1.5 or more, to read at 14 px.
 */
const BODIES: Readonly<Record<ActionSymbol, (colour: string) => string>> = {
  main: (colour) =>
    `<path d="M22.6 16.39L16.39 22.6L7.61 22.6L1.4 16.39L1.4 7.61L7.61 1.4L16.39 1.4L22.6 7.61Z" ${line(colour)}/>` +
    `<path fill="${colour}" d="M12 3.9L13.15 9.23L16.1 7.9L14.77 10.85L20.1 12L14.77 13.15L16.1 16.1L13.15 14.77L12 20.1L10.85 14.77L7.9 16.1L9.23 13.15L3.9 12L9.23 10.85L7.9 7.9L10.85 9.23Z"/>`,
  side: (colour) =>
    `<path d="M12 2Q13.4 10.6 22 12Q13.4 13.4 12 22Q10.6 13.4 2 12Q10.6 10.6 12 2Z" ${line(colour)}/>`,
  exhaust: (colour) =>
    `<path d="M3 3.5H21L12 21.5Z" ${line(colour)}/>` +
    `<path d="M1.5 8.5Q12 19 22.5 8.5" ${line(colour)}/>` +
    `<path fill="${colour}" d="M8 4A4 4 0 0 0 16 4Z"/>`,
  discard: (colour) =>
    `<rect x="3.5" y="4" width="10" height="14" rx="2" transform="rotate(-35 8.5 11)" ${line(colour)}/>` +
    `<path d="M11 12.5L20.5 20.5M14.5 21.2H21.2V14.5" ${line(colour)}/>`,
}

/** A cost symbol of card text as an SVG image in `colour`: the web app's icons, the previews. */
export function actionSymbolSvg(symbol: ActionSymbol, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SYMBOL_BOX} ${SYMBOL_BOX}">${BODIES[symbol](colour)}</svg>`
}
