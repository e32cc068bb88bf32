import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '../features/store/checkout.ts'
import { useProducts } from '../lib/products.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { testProducts } from '../test-fixtures/products.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const releases = [{ name: 'The Corpse of Viros', stub: 'the-corpse-of-viros', is_mine: false }]
const renderEnemyDecks = () =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/decks/enemy/'] })} />,
    ),
  )
const row = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement)

describe('Enemy Decks', () => {
  beforeEach(() => useProducts.setState({ loaded: true, products: testProducts }))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('lists the Chimera decks with their box, price and Buy, or Unavailable', async () => {
    mockFetch(() => ({ body: releases }))
    renderEnemyDecks()
    await screen.findByRole('heading', { name: 'Enemy Decks' }, { timeout: 10_000 })
    expect(screen.queryByText(/coming in the next release/)).toBeNull()
    const viros = row('The Corpse of Viros (Chimera deck)')
    expect(viros.getByRole('button', { name: /^Buy for \$29\.95/ })).toBeTruthy()
    const link = await viros.findByRole('link', {
      name: 'The Corpse of Viros preconstructed decks',
    })
    expect(link.getAttribute('href')).toBe(
      '/decks/red-rains/?preconstructed=true&q=The%20Corpse%20of%20Viros',
    )
    const moon = row('The Flood of Moon Cove (Chimera deck)')
    expect((moon.getByRole('button', { name: 'Unavailable' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    // a box the releases list does not name still gets its link
    expect(moon.getByRole('link', { name: 'The Flood Of Moon Cove preconstructed decks' }))
    expect(screen.queryByText('Printed deck (up to 52 cards)')).toBeNull()
  }, 15_000)

  it('buying one posts its SKU with this page to come back to, without #buy', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {})
    const fetch = mockFetch((url) =>
      url === '/buy/' ? { body: { url: 'https://store.example/checkout/1/' } } : { body: releases },
    )
    // The address a browser shows on this page (the memory router leaves jsdom's as it was,
    // which another test file run before in the same worker may have moved).
    window.history.replaceState(null, '', '/decks/enemy/')
    renderEnemyDecks()
    fireEvent.click(await screen.findByRole('button', { name: /^Buy for/ }, { timeout: 10_000 }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://store.example/checkout/1/'))
    const buy = fetch.mock.calls.find(([url]) => url === '/buy/')
    expect(JSON.parse(String(buy?.[1]?.body))).toEqual({
      sku: 'CHIMERA-VIROS',
      return_to: 'http://localhost:3000/decks/enemy/',
    })
  }, 15_000)

  it('says so when the store has no products', async () => {
    useProducts.setState({ loaded: true, products: [] })
    mockFetch(() => ({ body: releases }))
    renderEnemyDecks()
    expect(
      await screen.findByText('No products available. Please try again later.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy()
  }, 15_000)

  it("shows each Chimera deck's own subtitle and text from the catalogue", async () => {
    useProducts.setState({
      loaded: true,
      products: testProducts.map((product) => ({
        ...product,
        text: `${product.sku}: the enemy of its box.`,
      })),
    })
    mockFetch(() => ({ body: releases }))
    renderEnemyDecks()
    await screen.findByRole('heading', { name: 'Enemy Decks' }, { timeout: 10_000 })
    const viros = row('The Corpse of Viros (Chimera deck)')
    expect(viros.getByText('Red Rains')).toBeTruthy()
    expect(viros.getByText('CHIMERA-VIROS: the enemy of its box.')).toBeTruthy()
  }, 15_000)
})
