// Pins SPEC §2 "Import" and §8 "Import" texts as the SPEC words them.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'
import DeckImport from './DeckImport.tsx'

const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'

function renderImport(reply: { success_count: number; total_count: number }) {
  mockFetch(() => ({ body: { ...reply, next_page_from_date: null, errors: [] } }))
  const router = createMemoryRouter(
    [{ path: '/players/me/import/:token/', element: <DeckImport /> }],
    { initialEntries: [`/players/me/import/${TOKEN}/`] },
  )
  render(withQueryClient(<RouterProvider router={router} />))
  fireEvent.click(screen.getByRole('button', { name: 'Import my decks' }))
}

describe('deck import texts (SPEC §2, §8)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("an import with zero successes ends with 'No decks were imported.'", async () => {
    renderImport({ success_count: 0, total_count: 2 })
    await screen.findByRole('heading', { name: 'Import complete' })
    expect(screen.getByText('No decks were imported.')).toBeTruthy()
    expect(screen.getByText('0 of 2 decks imported')).toBeTruthy()
  })

  it("an import with successes counts them 'X of Y decks imported' and says nothing of zero", async () => {
    renderImport({ success_count: 2, total_count: 2 })
    await screen.findByRole('heading', { name: 'Import complete' })
    expect(screen.getByText('2 of 2 decks imported')).toBeTruthy()
    expect(screen.queryByText('No decks were imported.')).toBeNull()
  })
})
