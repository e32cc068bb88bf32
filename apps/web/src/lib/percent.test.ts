import { describe, expect, it } from 'vitest'
import { percent } from './percent.ts'

describe('percent', () => {
  it('shows one decimal and keeps certainty apart from near-certainty', () => {
    expect(percent(1)).toBe('100%')
    expect(percent(0)).toBe('0%')
    expect(percent(31 / 32)).toBe('96.9%')
    expect(percent(26 / 32)).toBe('81.3%')
    expect(percent(0.99999)).toBe('>99.9%')
    expect(percent(0.00001)).toBe('<0.1%')
  })
})
