// Pins SPEC §4 "Buy" / §9 "Product poll 500 ms" as the SPEC states it: BuyButton.test.tsx uses
// the exported constant, so it passes whatever value that constant takes.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useProducts } from '../../lib/products.ts'
import { buyableDeck, testProducts } from '../../test-fixtures/products.ts'
import { BuyButton } from './BuyButton.tsx'

/** Real time for React and the lazy modal to show what a poll decided. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('SPEC §9 product poll of 500 ms', () => {
  beforeEach(async () => {
    // The modal is loaded on first use: load it now, so only the poll decides when it shows.
    await import('./BuyModal.tsx')
    useProducts.setState({ loaded: true, products: testProducts })
    window.history.replaceState(null, '', '/decks/12/')
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('#buy added to the address opens the buy modal at the next 500 ms poll, not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    render(<BuyButton deck={buyableDeck()} />)
    window.history.replaceState(null, '', '/decks/12/#buy')
    act(() => vi.advanceTimersByTime(499))
    await flush()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(await screen.findByRole('dialog', { name: 'Purchase This Deck' })).toBeTruthy()
  })
})
