import { describe, expect, it } from 'vitest'
import { DICE } from './dice.ts'
import { DIE_COLOURS, DIE_EDGE } from './dice-colours.ts'
import { BASIC_SYMBOL, MAGIC_SYMBOLS, SYMBOL_BOX, symbolName, symbolPath } from './symbols.ts'

const FACES = ['power', 'class'] as const

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Every coordinate of a path, to check the drawing stays inside its box. */
const numbers = (d: string) => (d.match(/-?\d*\.?\d+/g) ?? []).map(Number)

describe('the game symbols (issue 26)', () => {
  const all = [
    ...DICE.flatMap((die) => FACES.map((face) => ({ die, face, d: MAGIC_SYMBOLS[die][face] }))),
    { die: 'basic' as const, face: null, d: BASIC_SYMBOL },
  ]

  it('are 19 drawings, every one different', () => {
    expect(all).toHaveLength(19)
    expect(new Set(all.map((symbol) => symbol.d)).size).toBe(19)
  })

  it.each(DICE)('give %s a power symbol and a class symbol that differ', (die) => {
    expect(MAGIC_SYMBOLS[die].power).not.toBe(MAGIC_SYMBOLS[die].class)
    expect(symbolPath(die, 'power')).toBe(MAGIC_SYMBOLS[die].power)
    expect(symbolPath(die, 'class')).toBe(MAGIC_SYMBOLS[die].class)
    expect(symbolPath(die, null)).toBe(MAGIC_SYMBOLS[die].power)
  })

  it('are path data within the box', () => {
    for (const { d } of all) {
      expect(d).toMatch(/^M[\d.\sMLCQAaZz-]+$/)
      // absolute coordinates, and arc radii and flags, all lie within 0..24
      const absolute = d.replace(/a[^a-zA-Z]*/g, '')
      for (const n of numbers(absolute)) expect(n).toBeGreaterThanOrEqual(0)
      for (const n of numbers(absolute)) expect(n).toBeLessThanOrEqual(SYMBOL_BOX)
    }
  })

  it('each have a name, all different', () => {
    const names = all.map(({ die, face }) => symbolName(die, face))
    expect(names).toContain('Natural power')
    expect(names).toContain('Natural class')
    expect(names).toContain('Basic magic')
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ (power|class|magic)$/)
    expect(new Set(names).size).toBe(19)
    expect(symbolName('astral', null)).toBe('Astral die')
  })
})

describe('the dice colours (issue 26)', () => {
  it('give each magic its own die colour', () => {
    const bodies = Object.values(DIE_COLOURS).map((colours) => colours.die)
    expect(new Set(bodies).size).toBe(bodies.length)
  })

  it.each(Object.entries(DIE_COLOURS))(
    'draw the %s symbol with 3:1 or more contrast on its die (WCAG graphics)',
    (_, { die, symbol }) => {
      expect(symbol).not.toBe(die)
      expect(contrast(symbol, die)).toBeGreaterThanOrEqual(3)
    },
  )

  it('edge every die with 3:1 against both themes’ pages', () => {
    // the light theme's raised surface, and the dark theme's page (styles.css, oklch 17%)
    expect(contrast(DIE_EDGE, '#ffffff')).toBeGreaterThanOrEqual(3)
    expect(contrast(DIE_EDGE, '#121110')).toBeGreaterThanOrEqual(3)
  })
})
