import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createMemoryRouter,
  Link,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
  useMatches,
} from './index.ts'

const renderRouter = (routes: RouteObject[], url = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

// jsdom does not follow links: record whether the browser would have (default not prevented).
let browserFollowed = false
const onDocumentClick = (event: MouseEvent) => {
  browserFollowed = !event.defaultPrevented
  event.preventDefault()
}
beforeAll(() => document.addEventListener('click', onDocumentClick))
afterAll(() => document.removeEventListener('click', onDocumentClick))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Link', () => {
  const routes = [
    {
      path: '*',
      element: (
        <Link to="/cards/?q=ash" state={{ from: 'test' }} className="link">
          Cards
        </Link>
      ),
    },
  ]

  it('navigates in the app on a plain left click, with its state', () => {
    const router = renderRouter(routes)
    const link = screen.getByRole('link', { name: 'Cards' })
    expect(link.getAttribute('href')).toBe('/cards/?q=ash')
    expect(link.className).toBe('link')
    fireEvent.click(link)
    expect(browserFollowed).toBe(false)
    expect(router.state.location).toMatchObject({ pathname: '/cards/', search: '?q=ash' })
    expect(router.state.location.state).toEqual({ from: 'test' })
  })

  it('leaves modified, middle and new-tab clicks to the browser', () => {
    const router = renderRouter([
      ...routes.map((route) => ({ ...route, path: '/' })),
      {
        path: '/tab/',
        element: (
          <Link to="/cards/" target="_blank">
            Cards
          </Link>
        ),
      },
    ])
    const link = screen.getByRole('link', { name: 'Cards' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, init)
      expect(browserFollowed).toBe(true)
    }
    expect(router.state.location.pathname).toBe('/')
    act(() => void router.navigate('/tab/'))
    fireEvent.click(screen.getByRole('link', { name: 'Cards' }))
    expect(browserFollowed).toBe(true)
    expect(router.state.location.pathname).toBe('/tab/')
  })

  it('keeps the current path for a target with only a query and hash', () => {
    renderRouter(
      [
        {
          path: '/decks/:id/',
          element: <Link to={{ search: '?page=2', hash: 'comments' }}>Next</Link>,
        },
      ],
      '/decks/4/?page=1',
    )
    expect(screen.getByRole('link').getAttribute('href')).toBe('/decks/4/?page=2#comments')
  })
})

describe('NavLink', () => {
  it('is active on its page and below it, or only on its page with end', () => {
    const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')
    const router = renderRouter(
      [
        {
          path: '*',
          element: (
            <>
              <NavLink to="/decks/" className={navClass}>
                Decks
              </NavLink>
              <NavLink to="/decks/" end className="tab">
                Exactly decks
              </NavLink>
              <NavLink to="/cards/" className={navClass}>
                Cards
              </NavLink>
            </>
          ),
        },
      ],
      '/decks/',
    )
    const link = (name: string) => screen.getByRole('link', { name })
    expect(link('Decks').className).toBe('on')
    expect(link('Decks').getAttribute('aria-current')).toBe('page')
    expect(link('Exactly decks').className).toBe('tab active')
    expect(link('Cards').className).toBe('off')
    expect(link('Cards').getAttribute('aria-current')).toBeNull()
    act(() => void router.navigate('/decks/mine/'))
    expect(link('Decks').className).toBe('on')
    expect(link('Exactly decks').className).toBe('tab')
    act(() => void router.navigate('/decksmine/'))
    expect(link('Decks').className).toBe('off')
  })
})

describe('ScrollRestoration', () => {
  function Page() {
    const matches = useMatches()
    return (
      <>
        <h1>{String(matches.at(-1)?.handle)}</h1>
        <p id="comments">Comments</p>
        <Outlet />
        <ScrollRestoration />
      </>
    )
  }
  const routes = [{ path: '*', handle: 'page', element: <Page /> }]

  it('scrolls a new page to the top, or to the element named by the hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const router = renderRouter(routes, '/a/')
    expect(screen.getByRole('heading').textContent).toBe('page')
    scrollTo.mockClear()
    act(() => void router.navigate('/b/'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    act(() => void router.navigate('/c/#comments'))
    expect(scrollIntoView.mock.contexts).toEqual([screen.getByText('Comments')])
    scrollTo.mockClear()
    act(() => void router.navigate('/c/?q=1', { preventScrollReset: true }))
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('puts the page back where it was on back and forward', () => {
    // As in Chromium, where scroll methods return a promise.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation((() => Promise.resolve()) as never)
    const scrolled = (y: number) => vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y)
    const router = renderRouter(routes, '/a/')
    scrolled(300)
    act(() => void router.navigate('/b/'))
    scrolled(80)
    act(() => void router.navigate(-1))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300)
    act(() => void router.navigate(1))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 80)
    expect(screen.getByRole('heading').textContent).toBe('page')
  })

  it('reaches a saved position the page was too short for as it grows, until the reader scrolls', () => {
    const grew: (() => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew.push(callback)
        }
        observe() {}
        disconnect() {
          grew.length = 0
        }
      },
    )
    let y = 0
    let height = 198
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_: number, top: number) => {
      y = Math.min(top, height)
    }) as never)
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y)
    const router = renderRouter(routes, '/a/')
    y = 400
    act(() => void router.navigate('/b/'))
    act(() => void router.navigate(-1))
    expect(y).toBe(198)
    height = 300
    for (const callback of [...grew]) callback()
    expect(y).toBe(300)
    height = 1000
    for (const callback of [...grew]) callback()
    expect(y).toBe(400)
    expect(grew).toHaveLength(0)

    act(() => void router.navigate(1))
    height = 198
    act(() => void router.navigate(-1))
    expect(y).toBe(198)
    window.dispatchEvent(new Event('wheel'))
    height = 1000
    scrollTo.mockClear()
    for (const callback of [...grew]) callback()
    expect(scrollTo).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
