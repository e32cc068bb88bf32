import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useProducts } from '../../lib/products.ts'
import { buyableDeck, testProducts } from '../../test-fixtures/products.ts'
import { BUY_HASH_POLL_MS, BuyButton } from './BuyButton.tsx'

const button = () => screen.getByRole('button', { name: /products|Deck is|Purchase/ })
const loaded = (products = testProducts) =>
  act(() => useProducts.setState({ loaded: true, products }))

describe('Buy button', () => {
  beforeEach(() => {
    useProducts.setState({ loaded: false, products: [] })
    window.history.replaceState(null, '', '/decks/12/')
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("says 'Loading products...' until the products load, then 'Purchase This Deck'", () => {
    render(<BuyButton deck={buyableDeck()} />)
    expect(button().textContent).toBe('Loading products...')
    expect((button() as HTMLButtonElement).disabled).toBe(true)
    loaded()
    expect(button().textContent).toBe('Purchase This Deck')
    expect((button() as HTMLButtonElement).disabled).toBe(false)
  })

  it("says 'No products available' when the store has none (or could not be reached)", () => {
    render(<BuyButton deck={buyableDeck()} />)
    loaded([])
    expect(button().textContent).toBe('No products available')
    expect((button() as HTMLButtonElement).disabled).toBe(true)
  })

  it("says 'Deck is incomplete' for a legal deck of other than 30 cards, never for an unrestricted one", () => {
    const short = [{ name: 'Card', stub: 'card', count: 3 }]
    const { rerender } = render(<BuyButton deck={buyableDeck({ cards: short })} />)
    loaded()
    expect(button().textContent).toBe('Deck is incomplete')
    expect((button() as HTMLButtonElement).disabled).toBe(true)
    rerender(<BuyButton deck={buyableDeck({ cards: short, is_unrestricted: true })} />)
    expect(button().textContent).toBe('Purchase This Deck')
  })

  it('opens the buy modal when pressed', async () => {
    loaded()
    render(<BuyButton deck={buyableDeck()} />)
    fireEvent.click(button())
    expect(await screen.findByRole('dialog', { name: 'Purchase This Deck' })).toBeTruthy()
  })

  it('#buy opens the modal once the products have loaded; closing it drops #buy', async () => {
    window.history.replaceState(null, '', '/decks/12/#buy')
    render(<BuyButton deck={buyableDeck()} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    loaded()
    expect(await screen.findByRole('dialog', { name: 'Purchase This Deck' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.hash).toBe('')
  })

  it('#buy added to the address later is noticed by the 500 ms poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    loaded()
    render(<BuyButton deck={buyableDeck()} />)
    window.history.replaceState(null, '', '/decks/12/#buy')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(BUY_HASH_POLL_MS))
    expect(await screen.findByRole('dialog', { name: 'Purchase This Deck' })).toBeTruthy()
  })

  it('#buy does not open the modal for an incomplete deck', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    window.history.replaceState(null, '', '/decks/12/#buy')
    loaded()
    render(<BuyButton deck={buyableDeck({ cards: [] })} />)
    act(() => vi.advanceTimersByTime(BUY_HASH_POLL_MS * 3))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is not offered on a legacy deck, which cannot be played; #buy opens nothing there', () => {
    window.history.replaceState(null, '', '/decks/12/#buy')
    loaded()
    render(<BuyButton deck={buyableDeck({ is_legacy: true })} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
