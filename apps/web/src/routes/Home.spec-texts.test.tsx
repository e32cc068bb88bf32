// Pins the home page's copy that SPEC §1 and §9 state (prices, six print-and-play decks, the
// rules, FAQ and organized-play PDFs), as the SPEC words it.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

async function renderHome() {
  mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />,
    ),
  )
  const heading = await screen.findByRole('heading', { name: 'Printed decks' }, { timeout: 10_000 })
  const panel = heading.closest('section')
  if (!panel) throw new Error('no Printed decks panel')
  return panel
}

describe('home page copy (SPEC §1 purchase flow, §9 prices)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('states the three prices in dollars, plus shipping', async () => {
    const panel = await renderHome()
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'Printed legal deck of up to 52 cards$19.95',
      'Printed legal deck of up to 70 cards$24.95',
      'Unrestricted list of 100 cards$39.95',
    ])
    expect(within(panel).getByText(/Plus shipping/)).toBeTruthy()
    expect(within(panel).getByText(/dice come in sets of 5/)).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Enemy Decks' }).getAttribute('href')).toBe(
      '/decks/enemy/',
    )
  }, 15_000)

  it('offers six free print-and-play decks and the rules, FAQ and organized-play PDFs', async () => {
    await renderHome()
    expect(screen.getAllByRole('link', { name: /print-and-play PDF$/ })).toHaveLength(6)
    const pdfs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.endsWith('.pdf') && !href.includes('print-and-play'))
    expect(pdfs.some((href) => href.endsWith('/files/ashes-reborn-rules.pdf'))).toBe(true)
    expect(pdfs.some((href) => href.endsWith('/files/ashes-reborn-faq.pdf'))).toBe(true)
    expect(pdfs.some((href) => href.endsWith('/files/ashes-reborn-op-rules.pdf'))).toBe(true)
  }, 15_000)
})
