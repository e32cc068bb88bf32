import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { ActionsMenu } from './ActionsMenu.tsx'
import { resetBuilder } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { KIND_LOCKED } from './kind-lock.ts'
import { PhoenixbornChooser } from './PhoenixbornChooser.tsx'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }

function openDeck(published: boolean, phoenixborn: typeof aradel | null = aradel) {
  useBuilder.setState({ enabled: true, published, deck: { ...emptyDeck(), id: 41, phoenixborn } })
}

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.unstubAllGlobals()
})

describe("a published deck's kind toggles", () => {
  it('Legal Mode and Red Rains are disabled in the actions menu, with the reason shown', () => {
    openDeck(true)
    render(<ActionsMenu onOpen={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Deck actions' }))
    for (const name of ['Legal Mode', 'Red Rains']) {
      const item = screen.getByRole('menuitemcheckbox', { name, description: KIND_LOCKED })
      expect(item).toHaveProperty('disabled', true)
    }
  })

  it('are offered for a deck never published', () => {
    openDeck(false)
    render(<ActionsMenu onOpen={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: 'Deck actions' }))
    expect(screen.getByRole('menuitemcheckbox', { name: 'Red Rains' })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.queryByText(KIND_LOCKED)).toBeNull()
  })

  it('the Unrestricted checkbox is disabled, with the reason shown', () => {
    mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
    // Without a Phoenixborn: its card link would need a router.
    openDeck(true, null)
    render(withQueryClient(<PhoenixbornChooser />))
    const box = screen.getByRole('checkbox', { name: /Unrestricted/, description: KIND_LOCKED })
    expect(box).toHaveProperty('disabled', true)
    expect(screen.getByText(KIND_LOCKED)).toBeTruthy()
  })
})
