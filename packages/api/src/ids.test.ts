import { describe, expect, it } from 'vitest'
import { fitsInt4, isRowId } from './ids.ts'

describe('ids a path or body may send', () => {
  it('fitsInt4 takes the whole range of an integer column and nothing beyond it', () => {
    for (const n of [-2147483648, -1, 0, 1, 2147483647]) expect(fitsInt4(n)).toBe(true)
    for (const n of [-2147483649, 2147483648, 99999999999999, 1.5, Number.NaN, Infinity])
      expect(fitsInt4(n)).toBe(false)
  })

  it('isRowId takes what a serial column holds: 1 up to the top of the range', () => {
    for (const n of [1, 42, 2147483647]) expect(isRowId(n)).toBe(true)
    for (const n of [0, -1, 2147483648, 2 ** 53, 0.5]) expect(isRowId(n)).toBe(false)
  })
})
