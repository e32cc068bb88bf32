// Issue 29 item 3: the builder's card preview shows the cards most often played with the card,
// fetched only when the preview opens, in a part of fixed height (no jump when it arrives).
import type { PlayedWithResponse } from '@ashes/api'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { PlayedWithPreviews } from './PlayedWithPreviews.tsx'

const card = (stub: string, name: string) => ({ stub, name, type: 'Action Spell' })
const PLAYED_WITH: PlayedWithResponse = {
  card: card('whirlwind', 'Whirlwind'),
  total_decks: 40,
  decks: 12,
  min_decks: 3,
  results: [
    { card: card('wallop', 'Wallop'), decks: 9, share: 0.75, lift: 3.25 },
    { card: card('vanish', 'Vanish'), decks: 4, share: 0.3333, lift: 1.5 },
  ],
}

function renderLink(element: React.ReactNode) {
  const fetched = mockFetch((url) =>
    url.includes('/v2/discovery/cards/whirlwind')
      ? { body: PLAYED_WITH }
      : { status: 404, body: { detail: 'Card not found.' } },
  )
  const router = createMemoryRouter([{ path: '*', element }])
  render(withQueryClient(<RouterProvider router={router} />))
  const discovery = () => fetched.mock.calls.filter(([url]) => String(url).includes('discovery'))
  return { link: screen.getByRole('link', { name: 'Whirlwind' }), discovery }
}

describe("the builder's card preview", () => {
  // The preview's body is its own chunk: loaded before, not while the environment is torn down.
  beforeAll(() => import('../../components/cards/CardPopup.tsx'))
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the cards often played with the card, fetched when it opens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { link, discovery } = renderLink(
      <PlayedWithPreviews>
        <CardLink stub="whirlwind" name="Whirlwind" />
      </PlayedWithPreviews>,
    )
    expect(discovery()).toHaveLength(0)
    fireEvent.mouseEnter(link)
    act(() => vi.advanceTimersByTime(200))
    vi.useRealTimers()
    const tooltip = screen.getByRole('tooltip')
    const section = within(tooltip).getByRole('region', { name: 'Often played with' })
    // Its room is kept from the first frame, before the figures arrive.
    expect((section.parentElement as HTMLElement).style.height).toBe('148px')
    expect(within(section).getByText('Loading cards played with it...')).toBeTruthy()
    const wallop = await within(section).findByRole('link', { name: 'Wallop' })
    expect(wallop.getAttribute('href')).toBe('/cards/wallop/')
    expect(within(section).getByText('75% · lift 3.3')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Vanish' })).toBeTruthy()
    expect(discovery()).toHaveLength(1)
  })

  it('is not part of card previews elsewhere, nor of a legacy card', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { link, discovery } = renderLink(
      <>
        <CardLink stub="whirlwind" name="Whirlwind" />
        <PlayedWithPreviews>
          <CardLink stub="whirlwind-old" name="Old Whirlwind" legacy />
        </PlayedWithPreviews>
      </>,
    )
    fireEvent.mouseEnter(link)
    act(() => vi.advanceTimersByTime(200))
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Old Whirlwind' }))
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getAllByRole('tooltip')).toHaveLength(2)
    expect(screen.queryByRole('region', { name: 'Often played with' })).toBeNull()
    expect(discovery()).toHaveLength(0)
  })
})
