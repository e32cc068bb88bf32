import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listedDeck } from '../../../test-fixtures/decks.ts'
import { mockFetch } from '../../../test-utils.tsx'
import { listingRequests, showListingAt } from './listing-test-utils.tsx'

/** Three pages of decks (30 a page); an offset past them has none. */
const COUNT = 61

const pageLink = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement

// Issue 53: Previous and Next are links to the listing's other pages, so the server's page of a
// listing (read without JavaScript, by a crawler) reaches all of them; the app follows them itself.
describe("a deck listing's pages", () => {
  let fetchMock: ReturnType<typeof mockFetch>
  beforeEach(() => {
    fetchMock = mockFetch((url) => {
      const offset = Number(new URL(url, 'http://host').searchParams.get('offset') ?? 0)
      // The listing's decks; the filter's Phoenixborn (the other read) are none.
      const decks = url.startsWith('/v2/decks?') && offset < COUNT
      const results = decks ? [listedDeck({ title: `Deck at ${offset}` })] : []
      return { body: { count: COUNT, next: null, previous: null, results } }
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('are links to ?offset=N that keep the other filters', async () => {
    showListingAt('/decks/?q=rush&player=ash%2312&offset=30')
    await screen.findByRole('link', { name: 'Deck at 30' })
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    expect(pageLink('Previous').getAttribute('href')).toBe('/decks/?q=rush&player=ash%2312')
    expect(pageLink('Next').getAttribute('href')).toBe('/decks/?q=rush&player=ash%2312&offset=60')
  })

  it('are followed in the app: the next page is fetched and the address names it', async () => {
    const router = showListingAt('/decks/')
    await screen.findByRole('link', { name: 'Deck at 0' })
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
    const next = pageLink('Next')
    // The router took the click: a browser left alone would load the page anew.
    expect(fireEvent.click(next)).toBe(false)
    await screen.findByRole('link', { name: 'Deck at 30' })
    expect(router.state.location.search).toBe('?offset=30')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    expect(listingRequests(fetchMock)).toEqual([
      '/v2/decks?limit=30',
      '/v2/decks?offset=30&limit=30',
    ])
    fireEvent.click(pageLink('Previous'))
    await screen.findByRole('link', { name: 'Deck at 0' })
    expect(router.state.location.search).toBe('')
  })

  it('wait while a page loads, as the buttons did', async () => {
    showListingAt('/decks/')
    await screen.findByRole('link', { name: 'Deck at 0' })
    fireEvent.click(pageLink('Next'))
    await waitFor(() => expect(pageLink('Next').getAttribute('aria-disabled')).toBe('true'))
    // A second click on the page still loading goes nowhere (the app's or the browser's).
    expect(fireEvent.click(pageLink('Next'))).toBe(false)
    await screen.findByRole('link', { name: 'Deck at 30' })
    expect(listingRequests(fetchMock)).toHaveLength(2)
    expect(pageLink('Next').getAttribute('aria-disabled')).toBeNull()
  })

  it('past the last page, link back to it', async () => {
    showListingAt('/decks/?q=rush&offset=90')
    await screen.findByRole('heading', { name: 'No decks found' })
    expect(pageLink('Back to the last page').getAttribute('href')).toBe('/decks/?q=rush&offset=60')
  })
})
