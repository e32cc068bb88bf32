import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routes } from '../router.tsx'
import { withQueryClient } from '../test-utils.tsx'

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
      await screen.findByText('This page requires an account; please log in to continue...'),
    ).toBeTruthy()
    expect(document.title).toBe('Log in - Ashes Deckbuilder')
  })

  it('shows the deck placeholder on deck routes', async () => {
    renderAt('/decks/red-rains/')
    expect(await screen.findByText('The deck screens are coming in the next release.')).toBeTruthy()
    expect(document.title).toBe('Red Rains decks - Ashes Deckbuilder')
  })
})
