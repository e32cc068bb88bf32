// Pins SPEC §2 "Card browser" and "Card details" rules: the 'Mine' release tab is disabled for
// anonymous users, and a dagger marks a release that is not official.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import type { CardDetails } from './api.ts'
import { ReleaseFilter } from './browser/ReleaseFilter.tsx'
import { CardFacts } from './details/CardFacts.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the 'Mine' release tab (SPEC §2 card browser)", () => {
  for (const loggedIn of [false, true]) {
    it(`is ${loggedIn ? 'enabled for a player' : 'disabled for a visitor'}`, () => {
      mockFetch(() => ({ body: [] }))
      render(
        withQueryClient(
          <ReleaseFilter
            value="all"
            legacy={false}
            loggedIn={loggedIn}
            disabled={false}
            onChange={() => {}}
          />,
        ),
      )
      const mine = screen.getByRole('button', { name: 'Mine' }) as HTMLButtonElement
      expect(mine.disabled).toBe(!loggedIn)
    })
  }
})

describe('a dagger marks a non-official release (SPEC §2 card browser)', () => {
  const details = (isPhg: boolean): CardDetails => ({
    card: {
      name: 'Hammer Knight',
      stub: 'hammer-knight',
      type: 'Ally',
      release: { name: 'Fan Set', stub: 'fan-set', is_phg: isPhg },
    },
    usage: { users: 1, decks: 1 },
    preconstructed_deck: null,
    related_cards: {},
    entity_id: 1,
    last_seen_entity_id: null,
  })
  const releaseLine = (isPhg: boolean) => {
    const router = createMemoryRouter([
      { path: '*', element: <CardFacts details={details(isPhg)} /> },
    ])
    render(<RouterProvider router={router} />)
    return screen.getByText('Release:').parentElement?.textContent
  }

  it('after a fan-made release', () => {
    expect(releaseLine(false)).toBe('Release: Fan Set †')
  })

  it('not after an official one', () => {
    expect(releaseLine(true)).toBe('Release: Fan Set')
  })
})
