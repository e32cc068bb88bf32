// The next page of the card list is asked for once, however often a player asks for it while it
// is on its way. A second ask (the list's end scrolled into view and "Load more cards..." tapped
// in the same moment, or a second tap before the list says "Loading...") threw the request away
// and sent it again: on a busy machine, where a page's answer took longer than the asks came,
// the next page never arrived (a journey's list stood at "Load more cards..." for 4 minutes).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { withQueryClient } from '../../test-utils.tsx'
import { CardBrowser } from './browser/CardBrowser.tsx'

const LONG = { timeout: 10_000 }
const card = (n: number) => ({
  name: `Card ${n}`,
  stub: `card-${n}`,
  type: 'Ally',
  release: { name: 'Master Set', stub: 'master-set', is_phg: true },
})
const page = (from: number, next: string | null) => ({
  count: 60,
  next,
  previous: null,
  results: Array.from({ length: from === 0 ? 50 : 10 }, (_, i) => card(from + i + 1)),
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the next page of the card list', () => {
  it('is asked for once while it is on its way, and arrives', async () => {
    let seen: IntersectionObserverCallback = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    const nextPage: { signal?: AbortSignal | null; answer: (body: unknown) => void }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input)
        const reply = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
        if (url.includes('offset=50')) {
          return new Promise<Response>((resolve) => {
            nextPage.push({ signal: init?.signal, answer: (body) => resolve(reply(body)) })
          })
        }
        if (url.startsWith('/v2/cards')) {
          return Promise.resolve(reply(page(0, 'http://host/v2/cards?limit=50&offset=50')))
        }
        return Promise.resolve(reply([]))
      }),
    )
    const router = createMemoryRouter([{ path: '*', element: <CardBrowser legacy={false} /> }], {
      initialEntries: ['/cards/'],
    })
    render(withQueryClient(<RouterProvider router={router} />))
    const loadMore = await screen.findByRole('button', { name: 'Load more cards...' }, LONG)

    // The end of the list comes into view, and the player taps the button before the list
    // shows that the page is coming.
    act(() => {
      seen([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
    fireEvent.click(loadMore)
    fireEvent.click(loadMore)

    await vi.waitFor(() => expect(nextPage.length).toBeGreaterThan(0))
    expect(nextPage.map((request) => request.signal?.aborted ?? false)).toEqual([false])
    await act(async () => nextPage[0]?.answer(page(50, null)))
    expect(await screen.findByText('Card 60')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more cards...' })).toBeNull()
  }, 15_000)
})
