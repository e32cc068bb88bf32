import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, describeError } from './api-error.ts'
import { useToasts } from './toast-store.ts'

describe('shared error handling (SPEC §8)', () => {
  it('describes each kind of failure', () => {
    expect(describeError('Plain text')).toEqual({ message: 'Plain text' })
    expect(describeError(new ApiError(0, 'Network Error')).message).toBe('Network Error')
    expect(describeError(new ApiError(404, 'Card not found.')).message).toBe('Card not found.')
    expect(describeError(new ApiError(500, undefined)).message).toBe(
      'Unknown server error: please report this!',
    )
    expect(
      describeError(
        new ApiError(422, [
          { loc: ['body', 'password'], msg: 'String should have at least 8 characters' },
          { loc: ['body'], msg: 'Value error, Passwords do not match.' },
        ]),
      ),
    ).toEqual({
      message: 'Invalid submission:',
      items: [
        'password: String should have at least 8 characters',
        'body: Value error, Passwords do not match.',
      ],
    })
  })
})

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
    useToasts.setState({ toasts: [] })
  })

  it('keeps at most 20, newest first', () => {
    for (let i = 0; i < 25; i++) useToasts.getState().push('info', `toast ${i}`)
    const { toasts } = useToasts.getState()
    expect(toasts).toHaveLength(20)
    expect(toasts[0]?.message).toBe('toast 24')
  })

  it('shows errors for 30 s and the others for 15 s', () => {
    vi.useFakeTimers()
    useToasts.getState().push('error', 'bad')
    useToasts.getState().push('success', 'good')
    vi.advanceTimersByTime(15_000)
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['bad'])
    vi.advanceTimersByTime(15_000)
    expect(useToasts.getState().toasts).toEqual([])
  })
})
