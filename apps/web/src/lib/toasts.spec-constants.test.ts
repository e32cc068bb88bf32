// Pins SPEC §8 "Toast behaviour" exactly: error toasts last 30 s, warning, success and info
// toasts 15 s (errors.test.ts checks only that errors outlast the others).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ToastKind, useToasts } from './toast-store.ts'

const shown = () => useToasts.getState().toasts.map((toast) => toast.kind)

describe('toast durations (SPEC §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    useToasts.setState({ toasts: [] })
  })

  it('an error toast lasts 30 s', () => {
    useToasts.getState().push('error', 'bad')
    vi.advanceTimersByTime(29_999)
    expect(shown()).toEqual(['error'])
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual([])
  })

  for (const kind of ['warning', 'success', 'info'] as ToastKind[]) {
    it(`a ${kind} toast lasts 15 s`, () => {
      useToasts.getState().push(kind, 'note')
      vi.advanceTimersByTime(14_999)
      expect(shown()).toEqual([kind])
      vi.advanceTimersByTime(1)
      expect(shown()).toEqual([])
    })
  }
})
