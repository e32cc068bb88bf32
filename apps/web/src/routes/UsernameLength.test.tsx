// Issue 50 item 11: a 300-character username was sent, and the server's 422 came back as
// 'String should have at most 42 characters' (the reference's words, which the API keeps). The
// forms say it in their own words, at once, and do not send a name the server would refuse.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { openOwnSettings } from '../test-fixtures/account.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'
const LONG = { timeout: 10_000 }
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const username = () => screen.getByLabelText('Username')
/** What a screen reader reads with the field: its hint and its messages. */
const described = () =>
  (username().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  localStorage.clear()
})

describe('the username field says how long a name may be, in its own words', () => {
  it('finalizing: a 300-character name is flagged and not sent', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }))
    render(
      withQueryClient(
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: [`/players/new/${TOKEN}/`] })}
        />,
      ),
    )
    const submit = await screen.findByRole('button', { name: 'Create account' }, LONG)
    type('Password', 'one password')
    type('Confirm password', 'one password')
    type('Username', 'a'.repeat(300))
    expect(username().getAttribute('aria-invalid')).toBe('true')
    expect(described()).toContain('Usernames can be at most 42 characters long: 258 too many.')
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    type('Username', 'a')
    expect(described()).toContain('Usernames need at least 2 characters.')
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    type('Username', 'a'.repeat(42))
    expect(username().getAttribute('aria-invalid')).toBeNull()
    expect((submit as HTMLButtonElement).disabled).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  }, 15_000)

  it("settings: a 43-character name is flagged in the field's words, and Save waits", async () => {
    openOwnSettings()
    const submit = await screen.findByRole('button', { name: 'Save settings' }, LONG)
    type('Username', 'b'.repeat(43))
    expect(described()).toContain('Usernames can be at most 42 characters long: 1 too many.')
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    expect(described()).not.toContain('String should')
  }, 15_000)
})
