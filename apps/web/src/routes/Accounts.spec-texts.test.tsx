// Pins the player and account texts of SPEC §2 "Public profile" and §8 (errors and success
// messages), as the SPEC words them.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { useToasts } from '../lib/toast-store.ts'
import { routes } from '../router.tsx'
import { listedDeck } from '../test-fixtures/decks.ts'
import { fakeJwt, mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }
const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'
const notFound = { status: 404, body: { detail: 'Not found.' } }
const emptyPage = { body: { count: 0, next: null, previous: null, results: [] } }

function renderAt(...entries: string[]) {
  // The memory history starts at the last entry: the ones before it are the pages behind.
  const router = createMemoryRouter(routes, { initialEntries: entries })
  render(withQueryClient(<RouterProvider router={router} />))
  return router
}

const toasts = () => useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message }))
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  useToasts.setState({ toasts: [] })
  localStorage.clear()
})

describe('public profile (SPEC §2, §8)', () => {
  it("an unknown player: 'No player found / Sorry, this does not appear to be a valid player!'", async () => {
    mockFetch(() => notFound)
    renderAt('/players/nobody/')
    expect(await screen.findByRole('heading', { name: 'No player found' }, LONG)).toBeTruthy()
    expect(screen.getByText('Sorry, this does not appear to be a valid player!')).toBeTruthy()
  }, 15_000)

  it("a player without decks: 'No Decks found'", async () => {
    mockFetch((url) =>
      url.startsWith('/v2/players/') ? { body: { username: 'Ann', badge: '1abc' } } : emptyPage,
    )
    renderAt('/players/1abc/')
    expect(await screen.findByText('No Decks found', {}, LONG)).toBeTruthy()
  }, 15_000)

  it("shows 10 of a player's decks and links 'See all of {username}'s decks' when there are more", async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/v2/players/')
        ? { body: { username: 'Ann', badge: '1abc' } }
        : { body: { count: 11, next: null, previous: null, results: [listedDeck()] } },
    )
    renderAt('/players/1abc/')
    const link = await screen.findByRole('link', { name: "See all of Ann's decks" }, LONG)
    expect(link.getAttribute('href')).toBe('/decks/?player=1abc')
    const preview = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://site.test'))
      .find((url) => url.pathname === '/v2/decks')
    expect(preview?.searchParams.get('limit')).toBe('10')
    expect(preview?.searchParams.get('player')).toBe('1abc')
  }, 15_000)

  // Issue 50 item 10: a right-to-left name beside its badge took the badge's digits into its run.
  it("isolates the player's name in the heading, the link to their decks and the tab title", async () => {
    mockFetch((url) =>
      url.startsWith('/v2/players/')
        ? { body: { username: 'نار', badge: '8pyr' } }
        : { body: { count: 11, next: null, previous: null, results: [listedDeck()] } },
    )
    renderAt('/players/8pyr/')
    const heading = await screen.findByRole('heading', { level: 1, name: 'نار#8pyr' }, LONG)
    expect(heading.querySelector('bdi')?.textContent).toBe('نار')
    const link = await screen.findByRole('link', { name: "See all of نار's decks" }, LONG)
    expect(link.querySelector('bdi')?.textContent).toBe('نار')
    expect(document.title.startsWith('\u2068نار\u2069#8pyr - ')).toBe(true)
  }, 15_000)
})

describe('sign up and finalize (SPEC §8)', () => {
  it('a sent invitation says so', async () => {
    mockFetch(() => ({ body: { detail: 'ok' } }))
    renderAt('/players/new/')
    const send = await screen.findByRole('button', { name: 'Request invitation' }, LONG)
    type('Email', 'ann@example.com')
    fireEvent.click(send)
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'success',
          message:
            'Your account invitation has been sent! Please follow the instructions in your email to finalize your account.',
        },
      ]),
    )
  }, 15_000)

  async function finalize() {
    const router = renderAt(`/players/new/${TOKEN}/`)
    await screen.findByRole('heading', { name: 'Finalize your account' }, LONG)
    type('Username', 'Ann')
    type('Password', 'a long enough password')
    type('Confirm password', 'a long enough password')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    return router
  }

  it("a used invitation token (404): 'This invitation token has already been used or is otherwise invalid.'", async () => {
    mockFetch(() => notFound)
    await finalize()
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          message: 'This invitation token has already been used or is otherwise invalid.',
        },
      ]),
    )
  }, 15_000)

  it("registration logs the player in with 'Welcome to the site, {username}!' and goes to /decks/mine/", async () => {
    const user = { username: 'Ann', badge: '1abc', is_admin: false, colorize_icons: false }
    mockFetch((url) =>
      url.startsWith('/v2/players/new/')
        ? { body: { access_token: fakeJwt({ sub: '1abc', exp: 4e9 }), user } }
        : emptyPage,
    )
    const router = await finalize()
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Welcome to the site, Ann!' }]),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/decks/mine/'))
  }, 15_000)
})

describe('password reset and account settings (SPEC §8)', () => {
  it('a reset asked for an unknown email (404) warns and goes to sign up', async () => {
    mockFetch(() => notFound)
    const router = renderAt('/players/reset/')
    const send = await screen.findByRole('button', { name: 'Send reset link' }, LONG)
    type('Email', 'nobody@example.com')
    fireEvent.click(send)
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/new/'))
    expect(toasts()).toEqual([
      {
        kind: 'warning',
        message: 'This email has not been registered yet! Please sign up to continue.',
      },
    ])
  }, 15_000)

  it("account settings that fail to load: 'Unable to load account settings; please report this!' and back one page", async () => {
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
    mockFetch((url) =>
      url === '/v2/players/me' ? { status: 500, body: { detail: 'Broken.' } } : emptyPage,
    )
    const router = renderAt('/policies/', '/players/me/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/policies/'), LONG)
    expect(toasts()).toEqual([
      { kind: 'error', message: 'Unable to load account settings; please report this!' },
    ])
  }, 15_000)
})
