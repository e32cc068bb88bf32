import { describe, expect, it } from 'vitest'
import { ACTION_SYMBOLS, actionSymbolSvg } from './action-symbols.ts'

const INK = '#1c1917'

describe('the cost symbols that are not magic (issue 50)', () => {
  it('are four drawings, every one different', () => {
    expect(ACTION_SYMBOLS).toEqual(['main', 'side', 'exhaust', 'discard'])
    const drawings = ACTION_SYMBOLS.map((symbol) => actionSymbolSvg(symbol, INK))
    expect(new Set(drawings).size).toBe(4)
  })

  it.each(ACTION_SYMBOLS)(
    'draw %s in the one colour asked for, so an outline stays one on a dark page',
    (symbol) => {
      const svg = actionSymbolSvg(symbol, INK)
      const colours = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]+|[a-z]+)"/gi)].map(
        (match) => match[1],
      )
      expect(colours.length).toBeGreaterThan(0)
      expect(new Set(colours.filter((colour) => colour !== 'none'))).toEqual(new Set([INK]))
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24">/)
    },
  )
})
