import type { DiceFilterName } from './dice.ts'
import { DIE_COLOURS, DIE_EDGE } from './dice-colours.ts'
import { SYMBOL_BOX, symbolPath } from './symbols.ts'
import type { DieFace } from './text-ast.ts'

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SYMBOL_BOX} ${SYMBOL_BOX}">${body}</svg>`

/** A symbol alone, in one colour: a cost in card text, or a symbol on a print. */
export function symbolSvg(die: DiceFilterName, face: DieFace | null, colour: string): string {
  return svg(`<path fill="${colour}" d="${symbolPath(die, face)}"/>`)
}

/** Share of the die's side its symbol takes, centred. */
const SYMBOL_SCALE = 0.76

/**
 * A die in its physical colours: a rounded square with its edge, the face's symbol on it. The
 * one picture of a die, for the web app's icons and the link previews alike.
 */
export function dieSvg(die: DiceFilterName, face: DieFace | null): string {
  const { die: body, symbol } = DIE_COLOURS[die]
  const offset = (SYMBOL_BOX * (1 - SYMBOL_SCALE)) / 2
  return svg(
    `<rect x="0.75" y="0.75" width="22.5" height="22.5" rx="5" fill="${body}" stroke="${DIE_EDGE}" stroke-width="1.5"/>` +
      `<path fill="${symbol}" transform="translate(${offset} ${offset}) scale(${SYMBOL_SCALE})" d="${symbolPath(die, face)}"/>`,
  )
}
