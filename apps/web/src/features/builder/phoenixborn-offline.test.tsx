// The builder's pane without a network (issue 30): its Phoenixborn come from the card data kept
// on this device, never "Loading..." for ever.
import { onlineManager } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { kept } from '../../test-fixtures/kept-cards.ts'
import { failEveryFetch, withQueryClient } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { PhoenixbornChooser } from './PhoenixbornChooser.tsx'
import { useBuilder } from './state.ts'

const coal = {
  name: 'Coal Roarkwin',
  stub: 'coal-roarkwin',
  type: 'Phoenixborn',
  battlefield: 6,
  life: 15,
  spellboard: 4,
  text: 'Slash: [[side]]: Deal 1 damage.',
}
vi.mock(
  '../offline/index.ts',
  async () => (await import('../../test-fixtures/kept-cards.ts')).keptCardCopy,
)

function showChooser() {
  useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: null } })
  const router = createMemoryRouter([
    { path: '*', element: withQueryClient(<PhoenixbornChooser />) },
  ])
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  Object.assign(kept, { held: true, cards: [coal] })
  failEveryFetch()
})
afterEach(() => {
  cleanup()
  resetBuilder()
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('the Phoenixborn chooser without a network', () => {
  it('offline since the page loaded, lists the kept Phoenixborn', async () => {
    showChooser()
    expect(await screen.findByRole('option', { name: 'Coal Roarkwin' })).toBeTruthy()
  })

  it('offline since during the visit, lists the kept Phoenixborn', async () => {
    onlineManager.setOnline(false)
    showChooser()
    expect(await screen.findByRole('option', { name: 'Coal Roarkwin' })).toBeTruthy()
  })

  it('with no kept copy, says it could not load them, with a retry', async () => {
    kept.held = false
    onlineManager.setOnline(false)
    showChooser()
    expect(await screen.findByText(/Unable to load the Phoenixborn/)).toBeTruthy()
  })
})
