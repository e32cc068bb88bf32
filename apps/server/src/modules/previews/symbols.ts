import type { DiceFilterName, DieFace, DieName, SymbolName } from '@ashes/game'
import { DIE_COLOURS } from './palette.ts'

/**
 * The white symbol of each magic inside its die, in a 24-unit box: the same drawings as the web
 * app's icons (apps/web/src/components/icons.css, held equal by test/previews-symbols.test.ts),
 * so a preview shows the dice a player knows from the site.
 */
export const DIE_SYMBOLS: Readonly<Record<DieName, string>> = {
  ceremonial:
    '<path fill-rule="evenodd" d="M12 4.5C16.2 4.5 18.5 7.3 18.5 10.6C18.5 12.8 17.4 14.2 16 15V18.5H8V15C6.6 14.2 5.5 12.8 5.5 10.6C5.5 7.3 7.8 4.5 12 4.5ZM9.5 8.8A2 2 0 1 0 9.5 12.8A2 2 0 1 0 9.5 8.8ZM14.5 8.8A2 2 0 1 0 14.5 12.8A2 2 0 1 0 14.5 8.8Z"/>',
  charm:
    '<path d="M12 19.5L5.6 13.1C3.4 10.9 4.7 6.5 8.3 6.5C10 6.5 11.3 7.6 12 8.9C12.7 7.6 14 6.5 15.7 6.5C19.3 6.5 20.6 10.9 18.4 13.1Z"/>',
  illusion:
    '<path fill-rule="evenodd" d="M3.5 12Q12 3.5 20.5 12Q12 20.5 3.5 12ZM12 9A3 3 0 1 0 12 15A3 3 0 1 0 12 9Z"/><circle cx="12" cy="12" r="1.3"/>',
  natural: '<path d="M12 4L17.5 11H15L19 16.5H13.5V20H10.5V16.5H5L9 11H6.5Z"/>',
  divine: '<path d="M12 3.5L14.3 9.7L20.5 12L14.3 14.3L12 20.5L9.7 14.3L3.5 12L9.7 9.7Z"/>',
  sympathy:
    '<path d="M12 4C13.5 6.5 17.8 10.5 17.8 14.2A5.8 5.8 0 0 1 6.2 14.2C6.2 10.5 10.5 6.5 12 4Z"/>',
  time: '<path d="M6.5 4.5H17.5V7L13.3 12L17.5 17V19.5H6.5V17L10.7 12L6.5 7Z"/>',
  artifice:
    '<path fill-rule="evenodd" d="M10.6 4H13.4L13.9 6.6L16.2 7.9L18.5 6.6L19.9 9L18 10.8V13.2L19.9 15L18.5 17.4L16.2 16.1L13.9 17.4L13.4 20H10.6L10.1 17.4L7.8 16.1L5.5 17.4L4.1 15L6 13.2V10.8L4.1 9L5.5 6.6L7.8 7.9L10.1 6.6ZM12 9.6A2.4 2.4 0 1 0 12 14.4A2.4 2.4 0 1 0 12 9.6Z"/>',
  astral: '<path d="M14.5 4.2A8 8 0 1 0 19.8 15.5A6.3 6.3 0 0 1 14.5 4.2Z"/>',
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`

/** The symbol scaled about the box's centre, as icons.css sizes it inside each face. */
const symbolAt = (die: DieName, scale: number) => {
  const offset = 12 * (1 - scale)
  return `<g fill="#fff" transform="translate(${offset} ${offset}) scale(${scale})">${DIE_SYMBOLS[die]}</g>`
}

/**
 * A die as an SVG document: its silhouette says the face (power a hexagon, class a ringed disc,
 * either face a rounded square), its white symbol the magic, as in the web app.
 */
export function dieSvg(die: DieName, face: DieFace | null, colour = DIE_COLOURS[die]): string {
  if (face === 'power') {
    return svg(`<path d="M12 2L21 7V17L12 22L3 17V7Z" fill="${colour}"/>${symbolAt(die, 0.76)}`)
  }
  if (face === 'class') {
    return svg(
      `<circle cx="12" cy="12" r="10.8" fill="${colour}"/><circle cx="12" cy="12" r="9.3" fill="none" stroke="#fff" stroke-width="0.9"/>${symbolAt(die, 0.64)}`,
    )
  }
  return svg(
    `<rect x="3" y="3" width="18" height="18" rx="4" fill="${colour}"/>${symbolAt(die, 0.7)}`,
  )
}

/** An action or cost symbol of card text, drawn in `colour` as the web app's icons are. */
export function symbolSvg(symbol: SymbolName, colour: string): string {
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
      return svg(
        `<path d="M12 2L21 7V17L12 22L3 17V7Z" ${line}/><circle cx="12" cy="12" r="2.5" fill="${colour}"/>`,
      )
  }
}

/** A die of the deck's dice row, basic magic as its outlined hexagon. */
export function deckDieSvg(die: DiceFilterName): string {
  return die === 'basic' ? symbolSvg('basic', DIE_COLOURS.basic) : dieSvg(die, 'power')
}
