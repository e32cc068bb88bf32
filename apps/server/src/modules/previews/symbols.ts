import { type DiceFilterName, type DieFace, dieSvg, type SymbolName, symbolSvg } from '@ashes/game'

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`

/**
 * A die in card text or a deck's dice row: the game's one drawing of it (@ashes/game
 * symbol-svg.ts), the die in its physical colours with the face's symbol, as the web app shows it.
 * Basic magic is a grey die with its own symbol.
 */
export function previewDieSvg(die: DiceFilterName, face: DieFace | null): string {
  return dieSvg(die, die === 'basic' ? null : face)
}

/** An action or cost symbol of card text, drawn in `colour` as the web app's icons are. */
export function actionSymbolSvg(symbol: SymbolName, colour: string): string {
  const line = `fill="none" stroke="${colour}" stroke-width="2"`
  switch (symbol) {
    case 'main':
      return svg(
        `<circle cx="12" cy="12" r="9.9" fill="${colour}"/><circle cx="12" cy="12" r="4" fill="#fff"/>`,
      )
    case 'side':
      return svg(`<path d="M4 3L21 12L4 21Z" fill="${colour}"/>`)
    case 'exhaust':
      return svg(
        `<rect x="3" y="7" width="18" height="11" rx="2" ${line}/><path d="M7 4h10" ${line} stroke-linecap="round"/>`,
      )
    case 'discard':
      return svg(
        `<rect x="5" y="2" width="14" height="18" rx="2" ${line}/><path d="M9 11l3 4l3-4" ${line}/>`,
      )
    case 'basic':
      return symbolSvg('basic', null, colour)
  }
}
