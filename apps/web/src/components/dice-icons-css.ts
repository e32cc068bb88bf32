import {
  ACTION_SYMBOLS,
  actionSymbolSvg,
  DICE,
  type DiceFilterName,
  type DieFace,
  dieSvg,
  symbolSvg,
} from '@ashes/game'

/**
 * The game's symbols as the web app draws them (issues 26 and 50): dice-icons.css, written from
 * @ashes/game's one drawing of each by this function and held equal to it by
 * dice-icons-css.test.ts (`npx vitest run --project web dice-icons-css -u` rewrites it).
 * Each symbol class sets two images, picked by icons.css: its coloured die (--die-image) and the
 * symbol alone in the page's ink (--ink-image), light or dark by the theme. A background image is
 * the cheapest paint Chromium has for the hundreds of costs in the card list (no clip, no mask
 * layer), so the ink is written into the image rather than taken from currentColor. The other
 * cost symbols (main and side action, exhaust, discard) have their ink image alone, on .icon-main
 * and the like.
 */

/** The text colour of each theme (styles.css --color-ink), as an image cannot read a variable. */
export const INK = { light: '#1c1917', dark: '#ebe9e8' } as const

const url = (svg: string) =>
  `url("data:image/svg+xml,${svg.replaceAll('"', "'").replaceAll('#', '%23')}")`

const SYMBOLS: { die: DiceFilterName; face: DieFace | null; className: string }[] = [
  ...DICE.flatMap((die) =>
    (['power', 'class'] as const).map((face) => ({ die, face, className: `sym-${die}-${face}` })),
  ),
  { die: 'basic', face: null, className: 'sym-basic' },
]

export function diceIconsCss(): string {
  const rules = SYMBOLS.map(
    ({ die, face, className }) =>
      `  .${className} {\n    --die-image: ${url(dieSvg(die, face))};\n    --ink-image: ${url(symbolSvg(die, face, INK.light))};\n  }\n` +
      `  :root[data-theme="dark"] .${className} {\n    --ink-image: ${url(symbolSvg(die, face, INK.dark))};\n  }\n`,
  )
  const actions = ACTION_SYMBOLS.map(
    (symbol) =>
      `  .icon-${symbol} {\n    --ink-image: ${url(actionSymbolSvg(symbol, INK.light))};\n  }\n` +
      `  :root[data-theme="dark"] .icon-${symbol} {\n    --ink-image: ${url(actionSymbolSvg(symbol, INK.dark))};\n  }\n`,
  )
  return `/* Written by dice-icons-css.ts from @ashes/game's symbols: do not edit by hand. */\n@layer components {\n${[...rules, ...actions].join('')}}\n`
}
