import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const renderAt = (url: string) =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
    ),
  )

describe('routing', () => {
  afterEach(cleanup)

  it('shows Not Found for an unknown URL, with the site shell and title', async () => {
    renderAt('/no/such/page/')
    expect(await screen.findByRole('heading', { name: 'No page found' })).toBeTruthy()
    expect(
      screen.getByText('Sorry, there does not appear to be anything at this URL!'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Cards' })).toBeTruthy()
    expect(document.title).toBe('Not found - Ashes Deckbuilder')
  })

  it('sends a visitor from a login-required page to log in', async () => {
    renderAt('/decks/mine/')
    expect(
      await screen.findByText(
        'This page requires an account; please log in to continue...',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy()
    expect(document.title).toBe('Log in - Ashes Deckbuilder')
  })

  it('shows the deck listing of the kind of a deck route', async () => {
    mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
    renderAt('/decks/red-rains/')
    // the first visit loads the deck screens' module (slow under the test transform)
    expect(
      await screen.findByRole('heading', { name: 'Browse Red Rains decks' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(await screen.findByText('No decks found')).toBeTruthy()
    expect(document.title).toBe('Red Rains decks - Ashes Deckbuilder')
    vi.unstubAllGlobals()
  })
})
