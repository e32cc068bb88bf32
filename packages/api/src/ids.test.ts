import { describe, expect, it } from 'vitest'
import { fitsInt4, isRowId, PathId } from './ids.ts'

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

describe('PathId', () => {
  it('reads decimal digits only, and nothing Number() alone would read', () => {
    expect(PathId.parse('16')).toBe(16)
    expect(PathId.parse('0016')).toBe(16)
    expect(PathId.parse('0')).toBe(0)
    for (const loose of ['0x10', '0o20', '0b10000', '+16', '-16', ' 16', '16 ', '1e1', '16.0', ''])
      expect(PathId.safeParse(loose).success, loose).toBe(false)
  })

  it('reads an id past every column as one that names no row, however long', () => {
    expect(isRowId(PathId.parse('2147483648'))).toBe(false)
    expect(PathId.parse('9'.repeat(5000))).toBe(Number.MAX_SAFE_INTEGER)
    expect(PathId.parse(`${'0'.repeat(5000)}7`)).toBe(7)
  })
})
