import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { useCardFilters } from './useCardFilters.ts'

function wrapperAt(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })}
    />
  )
}

describe('card filter debounce', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('reads the query string at start', () => {
    const { result } = renderHook(() => useCardFilters(false), {
      wrapper: wrapperAt('/cards/?q=fire&types=ally'),
    })
    expect(result.current.applied).toMatchObject({ q: 'fire', types: ['ally'] })
  })

  it('applies filter changes 300 ms after the last one and release changes at once', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCardFilters(false), { wrapper: wrapperAt('/cards/') })
    act(() => result.current.update({ ...result.current.draft, q: 'ic' }))
    act(() => vi.advanceTimersByTime(200))
    // Typing goes on: the wait starts again from the last key.
    act(() => result.current.update({ ...result.current.draft, q: 'ice' }))
    expect(result.current.draft.q).toBe('ice')
    act(() => vi.advanceTimersByTime(299))
    expect(result.current.applied.q).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.applied.q).toBe('ice')

    act(() => result.current.update({ ...result.current.draft, releases: ['master-set'] }, true))
    expect(result.current.applied.releases).toEqual(['master-set'])
  })
})
