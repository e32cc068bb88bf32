import {
  type DiceFilterName,
  type DieFace,
  dieSvg,
  actionSymbolSvg as drawnActionSymbol,
  type SymbolName,
  symbolSvg,
} from '@ashes/game'

/**
 * A die in card text or a deck's dice row: the game's one drawing of it (@ashes/game
 * symbol-svg.ts), the die in its physical colours with the face's symbol, as the web app shows it.
 * Basic magic is a grey die with its own symbol.
 */
export function previewDieSvg(die: DiceFilterName, face: DieFace | null): string {
  return dieSvg(die, die === 'basic' ? null : face)
}

/**
 * An action or cost symbol of card text, drawn in `colour`: the game's one drawing of each
 * (@ashes/game action-symbols.ts and symbols.ts), as the web app's icons show them.
 */
export function actionSymbolSvg(symbol: SymbolName, colour: string): string {
  return symbol === 'basic' ? symbolSvg('basic', null, colour) : drawnActionSymbol(symbol, colour)
}
