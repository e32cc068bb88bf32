import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { VersionChanges } from './VersionChanges.tsx'

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: withQueryClient(element) }])
  render(<RouterProvider router={router} />)
}

const older = listedDeck({ id: 1, title: 'Old' })
const newer = listedDeck({
  id: 2,
  cards: [{ ...(listedDeck().cards[0] as (typeof older.cards)[number]), count: 1 }],
})
const page = (id: number, firstFive: string[]) => ({
  deck: { ...listedDeck({ id }), first_five: firstFive, effect_costs: [], tutor_map: {} },
  releases: [],
})

describe('what changed in a version', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the listing changes at once and the First Five once both versions are read', async () => {
    const fetched = mockFetch((url) =>
      url.startsWith('/v2/decks/1') ? { body: page(1, []) } : { body: page(2, ['hammer-knight']) },
    )
    show(<VersionChanges version={newer} before={older} />)
    const changes = screen.getByRole('region', { name: /^What changed: Rhino Rush, / })
    expect(changes.textContent).toContain('Title: “Old” → “Rhino Rush”')
    expect(changes.textContent).toContain('Removed: −2 Hammer Knight')
    expect(changes.textContent).toContain('First Five: loading...')
    expect(await screen.findByText('in Hammer Knight', { exact: false })).toBeTruthy()
    expect(fetched).toHaveBeenCalledTimes(2)
  })

  it('says when the First Five could not be read and reads it again on Retry', async () => {
    let fail = true
    mockFetch((url) =>
      url.startsWith('/v2/decks/1')
        ? fail
          ? { status: 500, body: { detail: 'Boom' } }
          : { body: page(1, ['hammer-knight']) }
        : { body: page(2, []) },
    )
    show(<VersionChanges version={newer} before={older} />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'First Five could not be loaded.',
    )
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('out Hammer Knight', { exact: false })).toBeTruthy()
  })

  it('waits for older snapshots, and calls the first one the first version', () => {
    mockFetch(() => ({ body: page(1, []) }))
    show(
      <>
        <VersionChanges version={newer} before={undefined} />
        <VersionChanges version={older} before={null} />
      </>,
    )
    expect(screen.getByText('Load more snapshots to see what changed.')).toBeTruthy()
    expect(screen.getByText('The first version: nothing before it.')).toBeTruthy()
  })
})
