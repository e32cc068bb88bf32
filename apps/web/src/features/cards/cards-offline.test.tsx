// The network drops during a visit (issue 30): the card list and a card's page are answered
// from the card data kept on this device, as they are when a page loads offline.
import { onlineManager } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { kept } from '../../test-fixtures/kept-cards.ts'
import { failEveryFetch, withQueryClient } from '../../test-utils.tsx'
import { useCardList } from './api.ts'
import { useCardDetails } from './card-details-api.ts'
import { defaultFilters } from './filters.ts'

const coal = { name: 'Coal Roarkwin', stub: 'coal-roarkwin', type: 'Phoenixborn' }
vi.mock(
  '../offline/index.ts',
  async () => (await import('../../test-fixtures/kept-cards.ts')).keptCardCopy,
)

function CardList() {
  const list = useCardList(defaultFilters(), false)
  if (list.isError) return <p>Failed</p>
  const names = list.data?.pages.flatMap((page) => page.results.map((card) => card.name))
  return <p>{names ? `Cards: ${names.join(', ')}` : 'Loading...'}</p>
}

function CardPage() {
  const details = useCardDetails(coal.stub, false)
  if (details.isError) return <p>Failed</p>
  return <p>{details.data ? `Card: ${details.data.card.name}` : 'Loading...'}</p>
}

beforeEach(() => {
  Object.assign(kept, { held: true, cards: [coal] })
  // The browser said it went offline during the visit; every request fails.
  onlineManager.setOnline(false)
  failEveryFetch()
})
afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('the network dropped during the visit', () => {
  it('the card list is answered from the kept card data', async () => {
    render(withQueryClient(<CardList />))
    expect(await screen.findByText('Cards: Coal Roarkwin')).toBeTruthy()
  })

  it("a card's page is answered from the kept card data", async () => {
    render(withQueryClient(<CardPage />))
    expect(await screen.findByText('Card: Coal Roarkwin')).toBeTruthy()
  })

  it('without a kept copy, the list says it failed instead of loading for ever', async () => {
    kept.held = false
    render(withQueryClient(<CardList />))
    expect(await screen.findByText('Failed')).toBeTruthy()
  })
})
