import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MEDIA_URL } from '../../lib/config.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { PrintAndPlayDecks } from './PrintAndPlayDecks.tsx'
import { PRINT_AND_PLAY_DECKS } from './print-and-play.ts'

function show() {
  const router = createMemoryRouter([
    { path: '*', element: withQueryClient(<PrintAndPlayDecks />) },
  ])
  render(<RouterProvider router={router} />)
}

/** The public preconstructed deck of each Master Set Phoenixborn, as the listing answers them. */
const listing = () => ({
  count: 6,
  next: null,
  previous: null,
  results: PRINT_AND_PLAY_DECKS.map((deck, index) =>
    listedDeck({
      id: 500 + index,
      source_id: 100 + index,
      title: deck.title,
      is_preconstructed: true,
      phoenixborn: {
        name: deck.phoenixbornName,
        stub: deck.phoenixborn,
        battlefield: 6,
        life: 18,
        spellboard: 4,
        is_legacy: false,
      },
    }),
  ),
})

const item = (title: string) => {
  const link = screen.getByRole('link', { name: title })
  const row = link.closest('li')
  if (!row) throw new Error(`no row for ${title}`)
  return { link, row }
}

describe('free print-and-play decks', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks the listing for the preconstructed decks of the six Master Set Phoenixborn', async () => {
    const fetch = mockFetch(() => ({ body: listing() }))
    show()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://site')
    expect(url.pathname).toBe('/v2/decks')
    expect(url.searchParams.get('show_preconstructed')).toBe('true')
    expect(url.searchParams.getAll('phoenixborn').sort()).toEqual([
      'aradel-summergaard',
      'coal-roarkwin',
      'jessa-na-ni',
      'maeoni-viper',
      'noah-redmoon',
      'saria-guideman',
    ])
  })

  it('links each of the six decks to its deck page and to its PDF on the media host', async () => {
    mockFetch(() => ({ body: listing() }))
    show()
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    await waitFor(() =>
      expect(item('The Mist Guardian').link.getAttribute('href')).toBe('/decks/102/'),
    )
    for (const [index, deck] of PRINT_AND_PLAY_DECKS.entries()) {
      const { link, row } = item(deck.title)
      expect(link.getAttribute('href')).toBe(`/decks/${100 + index}/`)
      const pdf = within(row).getByRole('link', { name: `${deck.title} print-and-play PDF` })
      expect(pdf.getAttribute('href')).toBe(
        `${MEDIA_URL}/files/print-and-play/${deck.phoenixborn}.pdf`,
      )
    }
  })

  it('keeps every deck reachable and says so, with a retry, when the listing fails', async () => {
    let fail = true
    mockFetch(() => (fail ? { status: 500, body: { detail: 'Broken' } } : { body: listing() }))
    show()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unable to load the deck pages')
    expect(item('The Iron Men').link.getAttribute('href')).toBe(
      '/decks/?preconstructed=true&phoenixborn=coal-roarkwin',
    )
    fail = false
    within(alert).getByRole('button', { name: 'Retry' }).click()
    await waitFor(() => expect(item('The Iron Men').link.getAttribute('href')).toBe('/decks/100/'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
