import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listedDeck } from '../../../test-fixtures/decks.ts'
import { mockFetch } from '../../../test-utils.tsx'
import { showListingAt } from './listing-test-utils.tsx'

const deckRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/v2/decks'))

describe('public deck listing dice filter (issue 18 item 6)', () => {
  let fetchMock: ReturnType<typeof mockFetch>
  beforeEach(() => {
    fetchMock = mockFetch((url) => ({
      body: {
        count: 1,
        next: null,
        previous: null,
        results: url.startsWith('/v2/decks') ? [listedDeck()] : [],
      },
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks for the chosen dice, mirrors them in the URL and offers no basic magic', async () => {
    const router = showListingAt('/decks/')
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(screen.queryByRole('button', { name: 'Basic magic' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Time magic' }))
    await waitFor(() => expect(deckRequests(fetchMock).at(-1)).toContain('dice=time'))
    await waitFor(() => expect(router.state.location.search).toBe('?dice=time'))
    expect(screen.getByRole('button', { name: 'Time magic' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: /^Dice logic: only/ }))
    await waitFor(() =>
      expect(deckRequests(fetchMock).at(-1)).toMatch(/dice=time&dice_logic=includes/),
    )
    await waitFor(() => expect(router.state.location.search).toBe('?dice=time&dice_logic=includes'))
    expect(screen.getByRole('button', { name: /^Dice logic: includes/ }).title).toBe(
      'Showing decks that INCLUDE at least one of the selected magic types',
    )
  })

  it('reads the dice from the URL at start', async () => {
    showListingAt('/decks/?dice=charm&dice=illusion')
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(deckRequests(fetchMock)[0]).toMatch(/dice=charm&dice=illusion&dice_logic=only/)
    expect(screen.getByRole('button', { name: 'Charm magic' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('is not offered on own lists, which GET /v2/decks/mine cannot filter by dice', async () => {
    showListingAt('/decks/mine/?dice=time', { kind: 'competitive', mine: true })
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(screen.queryByRole('button', { name: 'Time magic' })).toBeNull()
    expect(deckRequests(fetchMock)[0]).not.toContain('dice')
  })
})
