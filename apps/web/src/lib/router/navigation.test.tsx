import { act, cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useNavigation,
  useParams,
} from './index.ts'

/** A lazy module the test delivers (or fails) when it wants. */
function lazyScreen(text: string) {
  let deliver = () => {}
  let fail = (_: Error) => {}
  const loaded = new Promise<{ Component: ComponentType }>((resolve, reject) => {
    deliver = () => resolve({ Component: () => <h1>{text}</h1> })
    fail = reject
  })
  return {
    lazy: () => loaded,
    deliver: () => act(async () => deliver()),
    fail: (error: Error) => act(async () => fail(error)),
  }
}

function Shell() {
  return (
    <>
      <p>navigation: {useNavigation().state}</p>
      <Outlet />
    </>
  )
}

const renderRouter = (routes: RouteObject[], url = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(cleanup)

describe('lazy routes', () => {
  it('load once for every router made from the same table in the server build (a router a page)', async () => {
    vi.stubEnv('SSR', true)
    let loads = 0
    const routes = [
      {
        path: '/',
        lazy: async () => {
          loads += 1
          return { Component: () => <h1>Home</h1> }
        },
      },
    ]
    const first = createMemoryRouter(routes, { initialEntries: ['/'] })
    await act(async () => {})
    expect(first.state.initialized).toBe(true)
    const second = createMemoryRouter(routes, { initialEntries: ['/'] })
    expect(second.state.initialized).toBe(true)
    expect(loads).toBe(1)
    vi.unstubAllEnvs()
  })

  it('shows the fallback until the first screen arrives', async () => {
    const home = lazyScreen('Home')
    const routes = [
      {
        element: <Shell />,
        HydrateFallback: () => <p>Starting...</p>,
        children: [{ path: '/', lazy: home.lazy }],
      },
    ]
    renderRouter(routes)
    expect(screen.getByText('Starting...')).toBeTruthy()
    await home.deliver()
    expect(screen.getByRole('heading').textContent).toBe('Home')
    expect(screen.queryByText('Starting...')).toBeNull()
  })

  it('keeps the previous screen, navigation loading, until the next one arrives', async () => {
    const decks = lazyScreen('Decks')
    const router = renderRouter([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/decks/', lazy: decks.lazy },
        ],
      },
    ])
    act(() => void router.navigate('/decks/'))
    expect(screen.getByRole('heading').textContent).toBe('Home')
    expect(screen.getByText('navigation: loading')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    await decks.deliver()
    expect(screen.getByRole('heading').textContent).toBe('Decks')
    expect(screen.getByText('navigation: idle')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/decks/')
  })

  it('lets the last navigation win over a lazy load still pending', async () => {
    const decks = lazyScreen('Decks')
    const router = renderRouter([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/decks/', lazy: decks.lazy },
          { path: '/cards/', element: <h1>Cards</h1> },
        ],
      },
    ])
    act(() => void router.navigate('/decks/'))
    act(() => void router.navigate('/cards/'))
    expect(screen.getByRole('heading').textContent).toBe('Cards')
    expect(screen.getByText('navigation: idle')).toBeTruthy()
    await decks.deliver()
    expect(screen.getByRole('heading').textContent).toBe('Cards')
    expect(router.state.location.pathname).toBe('/cards/')
  })

  it('shows an error with a retry when a screen fails to load, inside the layout', async () => {
    const decks = lazyScreen('Decks')
    const router = renderRouter([
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/decks/', lazy: decks.lazy },
        ],
      },
    ])
    act(() => void router.navigate('/decks/'))
    const silence = console.error
    console.error = () => {}
    await decks.fail(new Error('chunk missing'))
    console.error = silence
    expect(screen.getByRole('alert').textContent).toContain('chunk missing')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByText('navigation: idle')).toBeTruthy()
    act(() => void router.navigate('/'))
    expect(screen.getByRole('heading').textContent).toBe('Home')
  })
})

describe('re-renders', () => {
  it('re-renders a params reader only when the params change', () => {
    const seen: string[] = []
    function Stub() {
      const { stub } = useParams()
      seen.push(stub ?? '')
      return null
    }
    const router = renderRouter([{ path: '/cards/:stub/', element: <Stub /> }], '/cards/a/')
    act(() => void router.navigate('/cards/a/?q=1'))
    act(() => void router.navigate('/cards/a/#top'))
    act(() => void router.navigate('/cards/b/'))
    expect(seen).toEqual(['a', 'b'])
  })
})
