import type { UserSelf } from '@ashes/api'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { fakeJwt, mockFetch, withQueryClient } from '../test-utils.tsx'

/** Ann's own account as GET /v2/players/me answers it, with any overrides. */
export const ownAccount = (overrides: Partial<UserSelf> = {}): UserSelf => ({
  username: 'Ann',
  badge: '1abc',
  description: null,
  email: 'ann@example.com',
  newsletter_opt_in: false,
  email_subscriptions: false,
  exclude_subscriptions: false,
  colorize_icons: false,
  is_admin: false,
  ...overrides,
})

/**
 * Ann logged in on her account settings (/players/me/): GET /v2/players/me answers her account,
 * every other request what `reply` gives, an empty list where it gives nothing. Returns the fetch
 * mock.
 */
export function openOwnSettings(
  reply: (url: string) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
  const fetchMock = mockFetch((url) =>
    url === '/v2/players/me' ? { body: ownAccount() } : (reply(url) ?? { body: [] }),
  )
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/players/me/'] })} />,
    ),
  )
  return fetchMock
}

/**
 * Opens the header's account menu, found by its button's name, and returns the menu: its items
 * are code of their own, loaded as the button is reached or pressed.
 */
export async function openAccountMenu(name: string): Promise<HTMLElement> {
  const wait = { timeout: 10_000 }
  const button = await screen.findByRole('button', { name }, wait)
  fireEvent.click(button)
  return waitFor(() => {
    const menu = button.nextElementSibling
    if (!(menu instanceof HTMLElement)) throw new Error('no menu')
    return menu
  }, wait)
}
