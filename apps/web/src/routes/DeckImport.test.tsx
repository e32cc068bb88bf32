import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'
import DeckImport from './DeckImport.tsx'

const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'
const FAILED = "Deck 'Untitled' failed to import; missing card Nowhere."

function renderImport(pages: { status?: number; body: unknown }[]) {
  mockFetch(() => pages.shift() ?? { status: 500, body: {} })
  const router = createMemoryRouter(
    [{ path: '/players/me/import/:token/', element: <DeckImport /> }],
    { initialEntries: [`/players/me/import/${TOKEN}/`] },
  )
  render(withQueryClient(<RouterProvider router={router} />))
  fireEvent.click(screen.getByRole('button', { name: 'Import my decks' }))
}

const page = (errors: string[], next: string | null) => ({
  body: { success_count: 1, total_count: 4, next_page_from_date: next, errors },
})

describe('deck import screen', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists every deck that failed and why, each as often as it failed', async () => {
    renderImport([page([FAILED], '2021-01-01T00:00:00Z'), page([FAILED], null)])
    await screen.findByRole('heading', { name: 'Import complete' })
    const failed = screen.getByRole('list', { name: 'Decks not imported' })
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([FAILED, FAILED])
  })

  it('keeps showing the decks that failed when a later page cannot be read', async () => {
    renderImport([
      page([FAILED], '2021-01-01T00:00:00Z'),
      { status: 503, body: { detail: 'The database is not answering; try again shortly.' } },
    ])
    expect(
      await screen.findByText('The database is not answering; try again shortly.'),
    ).toBeTruthy()
    const failed = screen.getByRole('list', { name: 'Decks not imported' })
    expect(within(failed).getByText(FAILED)).toBeTruthy()
    expect(screen.getByText('1 of 4 decks imported')).toBeTruthy()
  })
})
