import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import { useDeckFilters } from './useDeckFilters.ts'

const scope = { kind: 'competitive', mine: false } as const

function routerAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })
    return <RouterProvider router={router} />
  }
  return { wrapper, router: () => router as ReturnType<typeof createMemoryRouter> }
}

describe('deck listing filters', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('reads the filters and the page from the query string at start', () => {
    const { wrapper } = routerAt('/decks/?q=rush&card=hammer-knight&offset=30')
    const { result } = renderHook(() => useDeckFilters(scope), { wrapper })
    expect(result.current.applied).toMatchObject({ q: 'rush', card: ['hammer-knight'], offset: 30 })
  })

  it('applies the title after 750 ms, other filters at once, both back on page 1', () => {
    vi.useFakeTimers()
    const { wrapper } = routerAt('/decks/?offset=30')
    const { result } = renderHook(() => useDeckFilters(scope), { wrapper })
    act(() => result.current.setTitle('rush'))
    expect(result.current.draft.q).toBe('rush')
    act(() => vi.advanceTimersByTime(749))
    expect(result.current.applied).toMatchObject({ q: '', offset: 30 })
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.applied).toMatchObject({ q: 'rush', offset: 0 })

    act(() => result.current.update({ phoenixborn: 'aradel-summergaard' }))
    expect(result.current.applied).toMatchObject({ phoenixborn: 'aradel-summergaard', offset: 0 })
  })

  it("names another page's address by the applied filters and its offset", () => {
    const { wrapper } = routerAt('/decks/?q=rush&player=ash%2312&offset=30')
    const { result } = renderHook(() => useDeckFilters(scope), { wrapper })
    expect(result.current.searchAt(60)).toBe('q=rush&player=ash%2312&offset=60')
    expect(result.current.searchAt(0)).toBe('q=rush&player=ash%2312')
    expect(result.current.searchAt(-23)).toBe('q=rush&player=ash%2312')
  })

  it('writes the applied filters to the URL and follows back/forward', async () => {
    const { wrapper, router } = routerAt('/decks/')
    const { result } = renderHook(() => useDeckFilters(scope), { wrapper })
    act(() => result.current.update({ card: ['hammer-knight'] }))
    act(() => result.current.commitToUrl())
    expect(router().state.location.search).toBe('?card=hammer-knight')
    await act(() => router().navigate(-1))
    expect(result.current.applied.card).toEqual([])
    expect(result.current.draft.card).toEqual([])
  })
})
