import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { setNavigator, useLoginPrompt } from '../lib/session.ts'
import { useToasts } from '../lib/toast-store.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

// SPEC §4: 'On a 401 for an unauthenticated user, the user is sent to LogIn.' The site's own
// screens never ask a visitor for what needs an account, so no journey meets this answer: it is
// proved here, on the app's routes wired as main.tsx wires them.
describe('a 401 for a visitor', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
  })

  it('sends the visitor to log in, without the session-expired prompt', async () => {
    expect(useAuth.getState().token).toBeNull()
    const fetchMock = mockFetch(() => ({ status: 401, body: { detail: 'Not authenticated' } }))
    const router = createMemoryRouter(routes, { initialEntries: ['/cards/hammer-knight/'] })
    setNavigator((to) => void router.navigate(to))
    render(withQueryClient(<RouterProvider router={router} />))

    expect(
      await screen.findByRole('heading', { name: 'Log in', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/log-in/')
    expect(useLoginPrompt.getState().open).toBe(false)
    expect(useToasts.getState().toasts.map((toast) => toast.message)).not.toContain(
      'You have been automatically logged out.',
    )
    // Sent once, with no credentials: there was no session to ask about or to retry with.
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('/hammer-knight/'))
    expect(sent).toHaveLength(1)
    expect(new Headers(sent[0]?.[1]?.headers).get('Authorization')).toBeNull()
  })
})
