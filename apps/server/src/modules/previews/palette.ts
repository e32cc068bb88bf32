import type { DiceFilterName } from '@ashes/game'

/**
 * Colours of the images, the web app's design tokens in their light set (apps/web/src/styles.css,
 * Tailwind's stone and sky scales) written out: an image has no CSS variables.
 */
export const COLOURS = {
  page: '#1c1917',
  pageLight: '#292524',
  ink: '#1c1917',
  muted: '#57534e',
  faint: '#a8a29e',
  onDark: '#fafaf9',
  onDarkMuted: '#d6d3d1',
  line: '#44403c',
  sunken: '#f5f5f4',
  frame: '#44403c',
  frameStrong: '#292524',
  accent: '#7dd3fc',
  warnTint: '#fffbeb',
  warnLine: '#fbbf24',
  infoTint: '#f0f9ff',
  infoLine: '#7dd3fc',
} as const

/** Each magic's colour, as the web app's coloured cost icons show them (icons.css). */
export const DIE_COLOURS: Readonly<Record<DiceFilterName, string>> = {
  basic: '#78716c',
  ceremonial: '#334155',
  charm: '#0284c7',
  illusion: '#c026d3',
  natural: '#047857',
  divine: '#f59e0b',
  sympathy: '#0d9488',
  time: '#9a3412',
  artifice: '#f97316',
  astral: '#4338ca',
}
