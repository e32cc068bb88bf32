import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listedDeck } from '../../../test-fixtures/decks.ts'
import { mockFetch } from '../../../test-utils.tsx'
import { listingRequests, showListingAt } from './listing-test-utils.tsx'

const sortSelect = () => screen.getByLabelText('Sort by') as HTMLSelectElement

describe('public listings’ sort (issue 29)', () => {
  let fetchMock: ReturnType<typeof mockFetch>
  beforeEach(() => {
    fetchMock = mockFetch((url) => ({
      body: {
        count: 1,
        next: null,
        previous: null,
        results: url.startsWith('/v2/decks?') ? [listedDeck({ like_count: 4 })] : [],
      },
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is newest first by default, with each stub’s likes', async () => {
    showListingAt('/decks/')
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(sortSelect().value).toBe('created')
    expect(listingRequests(fetchMock)).toEqual(['/v2/decks?limit=30'])
    expect(screen.getByText('4 likes')).toBeTruthy()
  })

  it('sorts by the most liked on request, kept in the URL with the filters', async () => {
    const router = showListingAt('/decks/?q=rush')
    await screen.findByRole('link', { name: 'Rhino Rush' })
    fireEvent.change(sortSelect(), { target: { value: 'likes' } })
    await waitFor(() =>
      expect(listingRequests(fetchMock)).toContain('/v2/decks?q=rush&sort=likes&limit=30'),
    )
    await waitFor(() => expect(router.state.location.search).toBe('?q=rush&sort=likes'))
  })

  it('reads trending from the URL and says how it ranks', async () => {
    showListingAt('/decks/?sort=trending')
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(sortSelect().value).toBe('trending')
    expect(listingRequests(fetchMock)).toEqual(['/v2/decks?sort=trending&limit=30'])
    expect(screen.getByText(/half as much every 14 days/)).toBeTruthy()
    const described = sortSelect().getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toMatch(/half as much every 14 days/)
  })
})
