import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import { PhoenixbornChooser } from './PhoenixbornChooser.tsx'
import { useBuilder } from './state.ts'

const card = (name: string, stub: string, stats: [number, number, number], text: string) => ({
  name,
  stub,
  type: 'Phoenixborn',
  battlefield: stats[0],
  life: stats[1],
  spellboard: stats[2],
  text,
})
const PHOENIXBORN = [
  card(
    'Aradel Summergaard',
    'aradel-summergaard',
    [5, 16, 5],
    'Water Blast: [[side]]: Deal 2 damage.',
  ),
  card('Coal Roarkwin', 'coal-roarkwin', [6, 15, 4], 'Slash: [[side]]: Deal 1 damage.'),
  card('Jessa Na Ni', 'jessa-na-ni', [6, 17, 5], 'Screams of the Departed: Reaction.'),
]

function showChooser() {
  mockFetch((url) =>
    url.startsWith('/v2/cards')
      ? { body: { count: 3, next: null, previous: null, results: PHOENIXBORN } }
      : { status: 500, body: { detail: 'not in this test' } },
  )
  useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: null } })
  const router = createMemoryRouter([
    { path: '*', element: withQueryClient(<PhoenixbornChooser />) },
  ])
  render(<RouterProvider router={router} />)
}

const chosen = () => useBuilder.getState().deck.phoenixborn?.name

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.unstubAllGlobals()
})

describe('the Phoenixborn picker', () => {
  it('offers every Phoenixborn with its art, stats and ability, not a dropdown', async () => {
    showChooser()
    const option = await screen.findByRole('option', { name: 'Coal Roarkwin' })
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getAllByRole('option')).toHaveLength(3)
    expect(option.textContent).toContain('Battlefield 6 · Life 15 · Spellboard 4')
    expect(option.textContent).toContain('Slash:')
    // The images are asked for once the picker's first frame is drawn.
    await waitFor(() =>
      expect(option.querySelector('img')?.getAttribute('src')).toMatch(
        /phoenixborn-badges\/coal-roarkwin\.jpg$/,
      ),
    )
  })

  it('a click chooses a Phoenixborn and shows its stats, art and ability', async () => {
    showChooser()
    fireEvent.click(await screen.findByRole('option', { name: 'Coal Roarkwin' }))
    expect(chosen()).toBe('Coal Roarkwin')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('link', { name: 'Coal Roarkwin' })).toBeTruthy()
    expect(screen.getByTestId('phoenixborn-stats').textContent).toBe(
      'Battlefield 6 · Life 15 · Spellboard 4',
    )
    expect(screen.getByText('Slash: side: Deal 1 damage.')).toBeTruthy()
    const change = screen.getByRole('button', { name: 'Change Phoenixborn' })
    expect(change.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(change)
  })

  it('the keyboard moves through the list without choosing; Enter chooses', async () => {
    showChooser()
    const listbox = await screen.findByRole('listbox', { name: 'Choose a Phoenixborn' })
    listbox.focus()
    const active = () =>
      document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '')
    expect(active()?.textContent).toContain('Aradel')
    fireEvent.keyDown(listbox, { key: 'ArrowDown' })
    fireEvent.keyDown(listbox, { key: 'ArrowDown' })
    fireEvent.keyDown(listbox, { key: 'ArrowDown' })
    expect(active()?.textContent).toContain('Jessa Na Ni')
    fireEvent.keyDown(listbox, { key: 'Home' })
    fireEvent.keyDown(listbox, { key: 'ArrowDown' })
    expect(chosen()).toBeUndefined()
    fireEvent.keyDown(listbox, { key: 'Enter' })
    expect(chosen()).toBe('Coal Roarkwin')
  })

  it('Change Phoenixborn reopens the list with the current one selected; Space picks another', async () => {
    showChooser()
    fireEvent.click(await screen.findByRole('option', { name: 'Coal Roarkwin' }))
    fireEvent.click(screen.getByRole('button', { name: 'Change Phoenixborn' }))
    const listbox = screen.getByRole('listbox', { name: 'Choose a Phoenixborn' })
    const selected = within(listbox).getByRole('option', { selected: true })
    expect(selected.getAttribute('aria-labelledby')).toBeTruthy()
    expect(selected.textContent).toContain('Coal Roarkwin')
    expect(listbox.getAttribute('aria-activedescendant')).toBe(selected.id)
    fireEvent.keyDown(listbox, { key: 'End' })
    fireEvent.keyDown(listbox, { key: ' ' })
    expect(chosen()).toBe('Jessa Na Ni')
  })
})
