// Pins SPEC §2 "Header, footer and login modal": the login modal's forgot-password link is
// hidden on the reset routes, shown elsewhere, and the modal closes on any route change.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { useLoginPrompt } from '../../lib/session.ts'
import { LoginModal } from './LoginModal.tsx'

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <LoginModal /> }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  act(() => useLoginPrompt.getState().openPlain())
  return router
}
const forgot = () => screen.queryByRole('link', { name: 'Forgot your password?' })

describe('login modal (SPEC §2)', () => {
  afterEach(() => {
    cleanup()
    useLoginPrompt.getState().finish(false)
  })

  it('offers the forgot-password link away from the reset routes', async () => {
    openAt('/decks/')
    await screen.findByRole('button', { name: 'Log in' })
    expect(forgot()).not.toBeNull()
  })

  for (const url of ['/players/reset/', '/players/reset/0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60/']) {
    it(`hides it on ${url}`, async () => {
      openAt(url)
      await screen.findByRole('button', { name: 'Log in' })
      expect(forgot()).toBeNull()
    })
  }

  it('closes on a route change', async () => {
    const router = openAt('/decks/')
    await screen.findByRole('button', { name: 'Log in' })
    await act(() => router.navigate('/cards/'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull())
    expect(useLoginPrompt.getState().open).toBe(false)
  })
})
