import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type RouteObject,
  RouterProvider,
  useLocation,
  useSearchParams,
} from './index.ts'

const renderRouter = (routes: RouteObject[], url = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(cleanup)

describe('history', () => {
  function Where() {
    const location = useLocation()
    return (
      <p>
        at {location.pathname + location.search + location.hash} with{' '}
        {JSON.stringify(location.state)}
      </p>
    )
  }

  it('follows back and forward in the browser, with the state of each entry', async () => {
    window.history.replaceState(null, '', '/start/')
    const router = createBrowserRouter([{ path: '*', element: <Where /> }])
    render(<RouterProvider router={router} />)
    act(() => void router.navigate('/cards/?q=ash#top', { state: { from: 'start' } }))
    act(() => void router.navigate('/decks/'))
    expect(window.location.pathname).toBe('/decks/')
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(screen.getByText('at /cards/?q=ash#top with {"from":"start"}')).toBeTruthy()
    await act(async () => {
      window.history.forward()
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    })
    expect(screen.getByText('at /decks/ with null')).toBeTruthy()
  })

  it('goes back with navigate(-1), and replaces instead of pushing the current URL', () => {
    const router = renderRouter([{ path: '*', element: <Where /> }], '/a/')
    act(() => void router.navigate('/b/'))
    act(() => void router.navigate('/b/'))
    act(() => void router.navigate('/b/', { replace: true }))
    act(() => void router.navigate(-1))
    expect(screen.getByText('at /a/ with null')).toBeTruthy()
  })

  it('navigates from <Navigate> with its state, replacing the entry', () => {
    const router = renderRouter(
      [
        { path: '/old/', element: <Navigate to="/new/?x=1" replace state={{ why: 'moved' }} /> },
        { path: '*', element: <Where /> },
      ],
      '/old/',
    )
    expect(screen.getByText('at /new/?x=1 with {"why":"moved"}')).toBeTruthy()
    act(() => void router.navigate(-1))
    expect(router.state.location.pathname).toBe('/new/')
  })

  // Issue 50 item 5: a URL typed in the address bar is a new document whose entry has no state;
  // named 'default' like every such entry, it took the position the last page was left at.
  it("names a new document's entry afresh, so the position saved as the last page was left does not apply", () => {
    sessionStorage.setItem('router-scroll-positions', JSON.stringify({ default: 198 }))
    window.history.replaceState(null, '', '/cards/')
    const router = createBrowserRouter([{ path: '*', element: <Where /> }])
    expect(router.state.restoreScrollPosition).toBeNull()
    expect(router.state.location.key).not.toBe('default')
    expect(window.history.state).toEqual({ usr: null, key: router.state.location.key })
    expect(window.location.pathname).toBe('/cards/')
  })

  it('keeps the name of a reloaded entry, and with it the position saved when it was left', () => {
    sessionStorage.setItem('router-scroll-positions', JSON.stringify({ k1: 400 }))
    window.history.replaceState({ usr: { from: 'x' }, key: 'k1' }, '', '/cards/')
    const router = createBrowserRouter([{ path: '*', element: <Where /> }])
    expect(router.state.restoreScrollPosition).toBe(400)
    expect(router.state.location).toMatchObject({ key: 'k1', state: { from: 'x' } })
  })
})

describe('search params', () => {
  let setParams: ReturnType<typeof useSearchParams>[1] = async () => {}
  function Query() {
    const [params, set] = useSearchParams()
    setParams = set
    return <p>q={params.get('q')}</p>
  }

  it('pushes new params, replaces with replace, and updates from the previous ones', () => {
    const router = renderRouter([{ path: '/cards/', element: <Query /> }], '/cards/?q=a#x')
    act(() => void setParams({ q: 'b' }))
    expect(screen.getByText('q=b')).toBeTruthy()
    expect(router.state.location).toMatchObject({ pathname: '/cards/', search: '?q=b', hash: '' })
    act(() => void setParams((previous) => ({ q: `${previous.get('q')}c` }), { replace: true }))
    expect(screen.getByText('q=bc')).toBeTruthy()
    act(() => void router.navigate(-1))
    expect(screen.getByText('q=a')).toBeTruthy()
  })
})
