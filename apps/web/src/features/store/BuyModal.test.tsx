import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import { buyableDeck, testProducts } from '../../test-fixtures/products.ts'
import { mockFetch } from '../../test-utils.tsx'
import BuyModal, { NO_CARD_PRODUCTS } from './BuyModal.tsx'
import { browser } from './checkout.ts'

const open = (deck = buyableDeck()) =>
  render(<BuyModal deck={deck} products={testProducts} onClose={() => {}} />)
const section = (name: string) => within(screen.getByRole('region', { name }))
const toastTexts = () => useToasts.getState().toasts.map((toast) => toast.message)

describe('buy modal', () => {
  beforeEach(() => window.history.replaceState(null, '', '/decks/12/'))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    useToasts.setState({ toasts: [] })
  })

  it('offers the print that fits with its dice reference cards, and unavailable ones as Coming Soon!', () => {
    open()
    const cards = section('Cards')
    expect(cards.getByText('Printed deck (up to 52 cards)')).toBeTruthy()
    // Aradel, 30 cards, 4 conjurations and the natural and charm reference cards
    expect(cards.getAllByText('37 cards, includes dice reference cards')).toHaveLength(2)
    expect(cards.getByRole('button', { name: 'Buy for $19.95: Printed deck (up to 52 cards)' }))
    expect(cards.queryByText('Unrestricted card list (up to 100 cards)')).toBeNull()
    const pdf = cards.getByRole('button', { name: 'Coming Soon!' }) as HTMLButtonElement
    expect(pdf.disabled).toBe(true)
  })

  it("offers the deck's dice, an unavailable set as Currently Unavailable; never Chimera decks", () => {
    open()
    const dice = section('Dice')
    expect(
      dice.getByRole('button', { name: 'Buy for $9.95: Natural dice (set of 5)' }),
    ).toBeTruthy()
    expect(dice.getByText('Charm dice (set of 5)')).toBeTruthy()
    expect(dice.getByRole('button', { name: 'Currently Unavailable' })).toBeTruthy()
    expect(screen.queryByText(/Chimera/)).toBeNull()
  })

  it('an unrestricted deck is offered only the unrestricted list', () => {
    open(buyableDeck({ is_unrestricted: true }))
    const cards = section('Cards')
    expect(cards.getAllByRole('listitem')).toHaveLength(1)
    expect(cards.getByText('Unrestricted card list (up to 100 cards)')).toBeTruthy()
    expect(cards.getByText('30 cards')).toBeTruthy()
  })

  it('a deck over every max is told there are no card products', () => {
    const conjurations = [{ name: 'Blue Jaguar', stub: 'blue-jaguar', count: 45 }]
    open(buyableDeck({ conjurations }))
    expect(section('Cards').getByText(NO_CARD_PRODUCTS)).toBeTruthy()
    expect(NO_CARD_PRODUCTS).toBe(
      'There are no card products available for this deck. It may be too large.',
    )
  })

  it('choosing a product posts it to /buy/ with this page and #buy, then goes to the checkout', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {})
    const fetch = mockFetch(() => ({ body: { url: 'https://store.example/checkout/7/' } }))
    open()
    fireEvent.click(screen.getByRole('button', { name: /Printed deck/ }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://store.example/checkout/7/'))
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/buy/')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      sku: 'POD-52',
      return_to: 'http://localhost:3000/decks/12/#buy',
      title: 'Rhino Rush',
    })
    expect(body.cards[0]).toEqual({
      name: 'Aradel Summergaard',
      count: 1,
      stub: 'aradel-summergaard',
    })
    expect(body.cards.slice(-2)).toEqual([
      { name: 'Charm Magic', count: 1 },
      { name: 'Natural Magic', count: 1 },
    ])
  })

  it('a dice set is bought without a card list', async () => {
    vi.spyOn(browser, 'go').mockImplementation(() => {})
    const fetch = mockFetch(() => ({ body: { url: 'https://store.example/checkout/8/' } }))
    open()
    fireEvent.click(screen.getByRole('button', { name: /Natural dice/ }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      sku: 'DICE-NATURAL',
      return_to: 'http://localhost:3000/decks/12/#buy',
    })
  })

  it("the store's refusal is a toast with its message, and the page stays", async () => {
    const go = vi.spyOn(browser, 'go')
    mockFetch(() => ({ body: { ok: false, message: 'This product is sold out.' } }))
    open()
    fireEvent.click(screen.getByRole('button', { name: /Printed deck/ }))
    await waitFor(() => expect(toastTexts()).toEqual(['This product is sold out.']))
    expect(go).not.toHaveBeenCalled()
    expect(
      (screen.getByRole('button', { name: /Printed deck/ }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it('a reply other than 200 says the server returned that code', async () => {
    mockFetch(() => ({ status: 500, body: { detail: 'boom' } }))
    open()
    fireEvent.click(screen.getByRole('button', { name: /Printed deck/ }))
    await waitFor(() => expect(toastTexts()).toHaveLength(1))
    expect(toastTexts()[0]).toMatch(/^The store's server returned code 500: .+\.$/)
  })

  it('a store that cannot be reached is code 0, Network error.', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    open()
    fireEvent.click(screen.getByRole('button', { name: /Printed deck/ }))
    await waitFor(() =>
      expect(toastTexts()).toEqual(["The store's server returned code 0: Network error."]),
    )
  })

  it('a checkout address that is not a web address is never followed', async () => {
    const go = vi.spyOn(browser, 'go')
    mockFetch(() => ({ body: { url: 'javascript:alert(1)' } }))
    open()
    fireEvent.click(screen.getByRole('button', { name: /Printed deck/ }))
    await waitFor(() => expect(toastTexts()).toHaveLength(1))
    expect(go).not.toHaveBeenCalled()
  })

  it("shows each product's own subtitle and text from the catalogue (SPEC §3 Store product)", () => {
    const described = testProducts.map((product) => ({
      ...product,
      subtitle: `${product.sku} subtitle`,
      text: `${product.sku} text from the catalogue.`,
    }))
    render(<BuyModal deck={buyableDeck()} products={described} onClose={() => {}} />)
    for (const [region, sku] of [
      ['Cards', 'POD-52'],
      ['Cards', 'PNP'],
      ['Dice', 'DICE-NATURAL'],
    ] as const) {
      expect(section(region).getByText(`${sku} subtitle`)).toBeTruthy()
      expect(section(region).getByText(`${sku} text from the catalogue.`)).toBeTruthy()
    }
  })
})
