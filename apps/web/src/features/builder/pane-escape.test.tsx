// Below 1280 px the builder pane lies over the page and Escape closes it, one layer per press: a
// menu open in the pane is the layer above, so Escape closes the menu and leaves the pane open.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import BuilderPane from './BuilderPane.tsx'
import { resetBuilder } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { useBuilder } from './state.ts'

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.unstubAllGlobals()
})

function openNarrowPane() {
  // A phone: the pane is not a column beside the page (< 80rem).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
  act(() =>
    useBuilder.setState({ enabled: true, paneOpen: true, deck: { ...emptyDeck(), id: 41 } }),
  )
  const router = createMemoryRouter([{ path: '*', element: withQueryClient(<BuilderPane />) }])
  render(<RouterProvider router={router} />)
}

describe('Escape over the narrow builder pane', () => {
  it('closes the Deck actions menu and leaves the pane open', () => {
    openNarrowPane()
    const button = screen.getByRole('button', { name: 'Deck actions' })
    fireEvent.click(button)
    // The menu takes focus to its first item, where the key press lands.
    const item = screen.getByRole('menuitemcheckbox', { name: 'Legal Mode' })
    expect(document.activeElement).toBe(item)
    fireEvent.keyDown(item, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(useBuilder.getState().paneOpen).toBe(true)
  })

  it('with nothing open above it, closes the pane', () => {
    openNarrowPane()
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Deck builder' }), { key: 'Escape' })
    expect(useBuilder.getState().paneOpen).toBe(false)
  })
})
