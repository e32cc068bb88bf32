import { describe, expect, it } from 'vitest'
import { createVerdicts, meets, summary, verdictText } from './verdict.ts'

describe('a bench figure is judged against its target', () => {
  it('a figure over an upper bound fails, and one at the bound holds', () => {
    expect(meets(20.1, { atMost: 16.7 })).toBe(false)
    expect(meets(16.7, { atMost: 16.7 })).toBe(true)
    expect(verdictText(20.1, { atMost: 16.7 }, 'ms')).toBe('target <= 16.7 ms: OVER BUDGET')
    expect(verdictText(12, { atMost: 16.7 }, 'ms')).toBe('target <= 16.7 ms: OK')
  })

  it('a figure under a lower bound fails, and one at the bound holds', () => {
    expect(meets(0.3, { atLeast: 0.5 })).toBe(false)
    expect(meets(0.5, { atLeast: 0.5 })).toBe(true)
    expect(verdictText(0.3, { atLeast: 1 / 3 })).toBe('target >= 0.33: BELOW TARGET')
    expect(verdictText(1.3, { atMost: 1.25 }, 'x')).toBe('target <= 1.25x: OVER BUDGET')
  })

  it('a figure that was not measured fails whatever the bound', () => {
    expect(meets(Number.NaN, { atMost: 1 })).toBe(false)
    expect(meets(Number.NaN, { atLeast: 1 })).toBe(false)
  })
})

describe("a bench's exit code", () => {
  it('is 1 when one figure of several misses its target, naming it', () => {
    const verdicts = createVerdicts()
    verdicts.judge('first load /cards/', 100, { atMost: 105 }, 'KB')
    verdicts.judge('builder frame work', 20.1, { atMost: 16.7 }, 'ms')
    verdicts.judge('ratio to ceiling', 0.6, { atLeast: 0.5 })
    const result = summary('builder.ts', verdicts)
    expect(result.code).toBe(1)
    expect(result.line).toBe('builder.ts: 1 of 3 targets MISSED: builder frame work')
  })

  it('is 0 when every figure holds its target', () => {
    const verdicts = createVerdicts()
    verdicts.judge('first load /cards/', 100, { atMost: 105 }, 'KB')
    verdicts.judge('ratio to ceiling', 0.6, { atLeast: 0.5 })
    expect(summary('web.ts', verdicts)).toEqual({ line: 'web.ts: all 2 targets met', code: 0 })
  })
})
