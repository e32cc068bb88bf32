// Pins SPEC §2 "Header, footer and login modal": the header's links, the account menu's items
// (New deck becomes the Red Rains variant on Red Rains routes), and what Log out does.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { useToasts } from '../lib/toast-store.ts'
import { routes } from '../router.tsx'
import { openAccountMenu } from '../test-fixtures/account.tsx'
import { fakeJwt, mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }

function renderAt(url: string, loggedIn: boolean) {
  mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
  if (loggedIn) {
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(withQueryClient(<RouterProvider router={router} />))
  return router
}

const openMenu = async (name: string) => within(await openAccountMenu(name))

const items = (menu: ReturnType<typeof within>) =>
  [...menu.getAllByRole('link'), ...menu.getAllByRole('button')]
    .map((item) => item.textContent ?? '')
    .filter((text) => !/theme|light|dark|system|shortcuts/i.test(text))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  useToasts.setState({ toasts: [] })
  localStorage.clear()
})

describe('header and account menu (SPEC §2)', () => {
  it('links Decks, Cards and the main game site', async () => {
    renderAt('/policies/', false)
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LONG)
    expect(within(nav).getByRole('link', { name: 'Decks' }).getAttribute('href')).toBe('/decks/')
    expect(within(nav).getByRole('link', { name: 'Cards' }).getAttribute('href')).toBe('/cards/')
    expect(
      within(nav)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href')?.startsWith('https://')),
    ).toBe(true)
  }, 15_000)

  it('offers a visitor Log in and Sign up', async () => {
    renderAt('/policies/', false)
    expect(items(await openMenu('My Account'))).toEqual(['Log in', 'Sign up'])
  }, 15_000)

  it('offers a player Settings, My decks, New deck and Log out', async () => {
    renderAt('/decks/', true)
    expect(items(await openMenu('Ann'))).toEqual(['Settings', 'My decks', 'New deck', 'Log out'])
  }, 15_000)

  it('offers the Red Rains New deck on Red Rains routes', async () => {
    renderAt('/decks/red-rains/', true)
    expect(items(await openMenu('Ann'))).toContain('New Red Rains deck')
  }, 15_000)

  it("Log out says 'You have logged out!' and leaves a page that needs login for /", async () => {
    const router = renderAt('/decks/mine/', true)
    const menu = await openMenu('Ann')
    fireEvent.click(menu.getByRole('button', { name: 'Log out' }))
    // The home page's code loads on demand: over waitFor's 1 s default on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LONG)
    expect(useToasts.getState().toasts.map((toast) => toast.message)).toEqual([
      'You have logged out!',
    ])
  }, 15_000)

  it('Log out stays on a public page', async () => {
    const router = renderAt('/decks/', true)
    const menu = await openMenu('Ann')
    fireEvent.click(menu.getByRole('button', { name: 'Log out' }))
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => toast.message)).toEqual([
        'You have logged out!',
      ]),
    )
    expect(router.state.location.pathname).toBe('/decks/')
  }, 15_000)
})
