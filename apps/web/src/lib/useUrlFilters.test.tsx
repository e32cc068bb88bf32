import { act, cleanup, renderHook } from '@testing-library/react'
import { type ComponentType, type ReactNode, useMemo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider, useSearchParams } from './router/index.ts'
import { useUrlFilters } from './useUrlFilters.ts'

interface Filters {
  q: string
}

/** A listing at /cards/ whose card pages load lazily, delivered when the test says. */
function cardsRouter() {
  let deliver = () => {}
  const cardPage = new Promise<{ Component: ComponentType }>((resolve) => {
    deliver = () => resolve({ Component: () => <h1>Beast Tamer</h1> })
  })
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter(
      [
        { path: '/cards/', element: children },
        { path: '/cards/:stub/', lazy: () => cardPage },
      ],
      { initialEntries: ['/cards/'] },
    )
    return <RouterProvider router={router} />
  }
  return {
    wrapper,
    router: () => router as ReturnType<typeof createMemoryRouter>,
    deliverCardPage: () => act(async () => deliver()),
  }
}

const toSearch = ({ q }: Filters) => new URLSearchParams(q ? { q } : {}).toString()

function useListing() {
  const [searchParams] = useSearchParams()
  const q = searchParams.get('q') ?? ''
  const fromUrl = useMemo(() => ({ q }), [q])
  return useUrlFilters({ fromUrl, toSearch })
}

describe('filters kept in the query string', () => {
  afterEach(cleanup)

  it("keeps a link's navigation when the search settles while its screen loads", async () => {
    // The card page's code loads on demand; the search's commit to the address, made meanwhile,
    // was a newer navigation that abandoned the click (the page stayed on the card list).
    const { wrapper, router, deliverCardPage } = cardsRouter()
    const { result } = renderHook(useListing, { wrapper })
    act(() => result.current.set({ q: 'charm' }))
    act(() => void router().navigate('/cards/beast-tamer/'))
    expect(router().state.navigation.state).toBe('loading')
    act(() => result.current.commitToUrl())
    await deliverCardPage()
    expect(router().state.location.pathname).toBe('/cards/beast-tamer/')
  })

  it('makes a commit put off while a screen loaded once a newer navigation comes back', async () => {
    // The card page was left for the card list itself before its code came: the applied search
    // goes to the address then, as it would have had it settled after that second click.
    const { wrapper, router, deliverCardPage } = cardsRouter()
    const { result } = renderHook(useListing, { wrapper })
    act(() => result.current.set({ q: 'charm' }))
    act(() => void router().navigate('/cards/beast-tamer/'))
    act(() => result.current.commitToUrl())
    act(() => void router().navigate('/cards/'))
    await deliverCardPage()
    expect(router().state.location.pathname).toBe('/cards/')
    expect(router().state.location.search).toBe('?q=charm')
    expect(result.current.applied.q).toBe('charm')
  })
})
