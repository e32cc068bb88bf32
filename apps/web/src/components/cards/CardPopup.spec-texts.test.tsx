// Pins SPEC §8 "Single card failure": 'Unable to load data for' the card's name, then '!'.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import CardPopup from './CardPopup.tsx'

describe('a card that cannot be loaded (SPEC §8)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("says 'Unable to load data for {name}!'", async () => {
    mockFetch(() => ({ status: 404, body: { detail: 'Card not found.' } }))
    render(withQueryClient(<CardPopup stub="hammer-knight" name="Hammer Knight" legacy={false} />))
    expect(await screen.findByText('Unable to load data for Hammer Knight!')).toBeTruthy()
  })
})
