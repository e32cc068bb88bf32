// A deck page's binder draws a card whose image does not load as the card browser does: name,
// type, cost, rules text and stats (issue 26 item 5). A deck's own list knows only a card's name
// and type, so the tile asks for the card's data once its image has failed.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../../test-utils.tsx'
import CardTiles from './CardTiles.tsx'

const hammerKnight = {
  name: 'Hammer Knight',
  stub: 'hammer-knight',
  type: 'Ally',
  placement: 'Battlefield',
  release: { name: 'Master Set', stub: 'master-set' },
  cost: ['[[main]]', '2 [[ceremonial:class]]'],
  text: 'Aftershock 1: When this unit destroys a unit, deal 1 damage to a target unit.',
  attack: 3,
  life: 2,
  recover: 1,
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a deck page's binder tile without its image", () => {
  it("draws the card from its data: cost, text and stats, as the card browser's binder does", async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/v2/cards/hammer-knight') ? { body: hammerKnight } : { status: 404, body: {} },
    )
    const cards = [{ name: 'Hammer Knight', stub: 'hammer-knight', type: 'Ally', count: 3 }]
    const router = createMemoryRouter([
      { path: '*', element: withQueryClient(<CardTiles cards={cards} legacy={false} />) },
    ])
    render(<RouterProvider router={router} />)
    // Nothing is asked for while the image shows.
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.error(screen.getByRole('img', { name: 'Hammer Knight' }))

    const drawn = screen.getByRole('article', { name: 'Hammer Knight' })
    expect(await within(drawn).findByText(/Aftershock 1:/)).toBeTruthy()
    expect(within(drawn).getByText('Ally · Battlefield')).toBeTruthy()
    expect(within(drawn).getByRole('img', { name: 'Main action' })).toBeTruthy()
    expect(within(drawn).getByRole('img', { name: 'Ceremonial class' })).toBeTruthy()
    expect(within(drawn).getByText('Attack:')).toBeTruthy()
    expect(within(drawn).getByText('Recover:')).toBeTruthy()
  })
})
