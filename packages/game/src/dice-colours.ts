import type { DiceFilterName } from './dice.ts'

/** A die's body colour and its symbol's colour. */
export interface DieColours {
  die: string
  symbol: string
}

/**
 * The physical dice (issue 26): ceremonial black with red, charm pink with yellow, illusion deep
 * purple with light blue, natural blue with yellow-green, divine white with gold, sympathy teal
 * with peach, time dark red with light grey, artifice slate grey with cyan, astral violet with
 * pale yellow; basic magic, which has no die, a stone grey with white. Every symbol has at least
 * 3:1 contrast on its die (WCAG's graphics threshold, checked by symbols.test.ts). Drawn the same
 * in both themes, as a die looks the same on any table.
 */
export const DIE_COLOURS: Readonly<Record<DiceFilterName, DieColours>> = {
  ceremonial: { die: '#18181b', symbol: '#ef4444' },
  charm: { die: '#db2777', symbol: '#fde047' },
  illusion: { die: '#4c1d95', symbol: '#7dd3fc' },
  natural: { die: '#1d4ed8', symbol: '#bef264' },
  divine: { die: '#fafaf9', symbol: '#a16207' },
  sympathy: { die: '#0f766e', symbol: '#fed7aa' },
  time: { die: '#7f1d1d', symbol: '#d6d3d1' },
  artifice: { die: '#475569', symbol: '#67e8f9' },
  astral: { die: '#7c3aed', symbol: '#fef08a' },
  basic: { die: '#78716c', symbol: '#ffffff' },
}

/**
 * The edge of every die: a mid grey with 3:1 or more against both themes' pages, so a black
 * ceremonial die on a dark page and a white divine die on a light one keep their outline.
 */
export const DIE_EDGE = '#78716c'
