import { deckTexts } from '@ashes/api'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import { useToasts } from '../../../lib/toast-store.ts'
import { listedDeck } from '../../../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../../../test-utils.tsx'
import { DeckOwnerButtons } from './DeckOwnerButtons.tsx'

const snapshot = {
  ...listedDeck({ is_public: false }),
  ...deckTexts({}),
  first_five: [],
  effect_costs: [],
  tutor_map: {},
}

function showAt() {
  const router = createMemoryRouter(
    [
      {
        path: '/decks/mine/:id/',
        element: withQueryClient(<DeckOwnerButtons deck={snapshot} mine />),
      },
      { path: '/decks/mine/', element: <p>My decks list</p> },
    ],
    { initialEntries: ['/decks/mine/12/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('deck delete', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("asks 'Confirm?' for 3 seconds, then reverts without deleting", () => {
    vi.useFakeTimers()
    const fetchMock = mockFetch(() => ({ body: null }))
    showAt()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('button', { name: 'Confirm?' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('button', { name: 'Confirm?' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a double click arms Delete and deletes nothing, however quick its clicks are', () => {
    vi.useFakeTimers()
    const fetchMock = mockFetch(() => ({ body: null }))
    showAt()
    const button = screen.getByRole('button', { name: 'Delete' })
    // A mouse's double click: its second click says so (detail 2).
    fireEvent.click(button, { detail: 1 })
    fireEvent.click(button, { detail: 2 })
    expect(screen.getByRole('button', { name: 'Confirm?' })).toBeTruthy()
    // Two taps that do not say so: the second one, 300 ms after arming, is ignored too.
    act(() => vi.advanceTimersByTime(300))
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button, { detail: 1 })
    expect(screen.getByRole('button', { name: 'Confirm?' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('deletes on a deliberate second click, says so and leaves the page', async () => {
    const fetchMock = mockFetch(() => ({ body: null }))
    const router = showAt()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const confirm = screen.getByRole('button', { name: 'Confirm?' })
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull())
    fireEvent.click(confirm)
    expect(await screen.findByText('My decks list')).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/decks/12')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
    expect(useToasts.getState().toasts[0]?.message).toBe(
      'Your snapshot "Rhino Rush" has been deleted!',
    )
    expect(router.state.location.pathname).toBe('/decks/mine/')
  })

  it("offers 'Edit Latest Save' on a snapshot", () => {
    showAt()
    expect(screen.getByRole('button', { name: 'Edit Latest Save' })).toBeTruthy()
  })
})
