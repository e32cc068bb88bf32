import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_OPTIONS, useOptions } from '../../lib/options-store.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { OPTIONS_KEY } from '../../lib/storage.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { DeckContents } from './DeckContents.tsx'

const master = { name: 'Master Set', stub: 'master-set' }
const lions = { name: 'The Law of Lions', stub: 'the-law-of-lions' }
const entry = (name: string, type: string, release: typeof master, count: number) => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type,
  count,
  release,
  phoenixborn: null,
  is_legacy: false,
})
const deck = listedDeck({
  cards: [
    entry('Summon Iron Rhino', 'Ready Spell', master, 3),
    entry('Hammer Knight', 'Ally', master, 3),
    entry('Anchornaut', 'Ally', master, 3),
    entry('Lion Cub', 'Ally', lions, 2),
    entry('Redirect', 'Reaction Spell', lions, 1),
  ],
  conjurations: [entry('Iron Rhino', 'Conjuration', master, 1)],
})
// The deck details' list of what the deck needs, oldest release first.
const needed = [{ stub: 'master-set' }, { stub: 'the-law-of-lions' }]

function show(releases: typeof needed | undefined = needed) {
  const router = createMemoryRouter([
    { path: '*', element: withQueryClient(<DeckContents deck={deck} releases={releases} />) },
  ])
  return render(<RouterProvider router={router} />)
}

/** Group headings in page order, without their counts. */
const groups = () =>
  screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent?.replace(/ \(\d+\)$/, ''))
const namesIn = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('deck page card list', () => {
  beforeEach(() => {
    localStorage.clear()
    useOptions.setState(DEFAULT_OPTIONS)
    // The site's release list, asked for only when grouping by release.
    mockFetch(() => ({
      body: [
        { ...master, is_legacy: false },
        { ...lions, is_legacy: false },
      ],
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("shows the Phoenixborn's badge at a fixed size, drawn when the media host fails", () => {
    const { container } = show()
    const art = container.querySelector('[data-art]') as HTMLElement
    expect(art.className).toContain('aspect-square')
    const img = art.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toMatch(/phoenixborn-badges\/aradel-summergaard\.jpg$/)
    fireEvent.error(img)
    expect(art.querySelector('img')).toBeNull()
    expect(within(art).getByTestId('drawn-phoenixborn').textContent).toBe('AS')
  })

  it('lists cards by type in the game order by default, names A to Z, conjurations last', () => {
    show()
    expect(groups()).toEqual(['Ready Spells', 'Allies', 'Reaction Spells', 'Conjurations'])
    expect(namesIn('Allies')).toEqual(['Anchornaut', 'Hammer Knight', 'Lion Cub'])
    expect(screen.getByRole('heading', { name: 'Allies (8)' })).toBeTruthy()
    expect(screen.getByText('Lion Cub').parentElement?.textContent).toContain('2x Lion Cub')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reverses the type order when switched to descending', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Ascending order; switch to descending' }))
    expect(groups()).toEqual(['Reaction Spells', 'Allies', 'Ready Spells', 'Conjurations'])
    expect(namesIn('Allies')).toEqual(['Anchornaut', 'Hammer Knight', 'Lion Cub'])
  })

  it('groups by release in release order, newest first when descending', async () => {
    show()
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'release' } })
    expect(groups()).toEqual(['Master Set', 'The Law of Lions', 'Conjurations'])
    expect(namesIn('Master Set')).toEqual(['Anchornaut', 'Hammer Knight', 'Summon Iron Rhino'])
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/v2/releases', expect.anything()))
    fireEvent.click(screen.getByRole('button', { name: 'Ascending order; switch to descending' }))
    expect(groups()).toEqual(['The Law of Lions', 'Master Set', 'Conjurations'])
    expect(namesIn('The Law of Lions')).toEqual(['Lion Cub', 'Redirect'])
  })

  it("without the deck's own list (a shared deck) ranks releases by the site's list", async () => {
    // Reversed on purpose, so the order can only come from this reply.
    mockFetch(() => ({
      body: [
        { ...lions, is_legacy: false },
        { ...master, is_legacy: false },
      ],
    }))
    useOptions.getState().setOption('deckSort', 'release')
    show(undefined)
    await waitFor(() =>
      expect(groups()).toEqual(['The Law of Lions', 'Master Set', 'Conjurations']),
    )
  })

  it('shows a binder of card images, each named and with its count as text', async () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Binder' }))
    expect(screen.getByRole('button', { name: 'Binder' }).getAttribute('aria-pressed')).toBe('true')
    const allies = within(screen.getByRole('region', { name: 'Allies' }))
    // The binder is a chunk of its own, loaded when chosen.
    const images = await allies.findAllByRole('img')
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Anchornaut',
      'Hammer Knight',
      'Lion Cub',
    ])
    expect(images[0]?.getAttribute('src')).toMatch(/\/images\/cards\/anchornaut\.jpg$/)
    const tiles = allies.getAllByTestId('deck-card-tile')
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '3x Anchornaut ',
      '3x Hammer Knight ',
      '2x Lion Cub ',
    ])
    expect(screen.queryByTestId('deck-cards-list')).toBeNull()
  })

  it('remembers sort, order and style on the device across a remount', () => {
    const first = show()
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'release' } })
    fireEvent.click(screen.getByRole('button', { name: 'Ascending order; switch to descending' }))
    fireEvent.click(screen.getByRole('button', { name: 'Binder' }))
    first.unmount()

    show()
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('release')
    expect(
      screen.getByRole('button', { name: 'Descending order; switch to ascending' }),
    ).toBeTruthy()
    expect(screen.getByTestId('deck-cards-binder')).toBeTruthy()
    expect(groups()).toEqual(['The Law of Lions', 'Master Set', 'Conjurations'])
    expect(JSON.parse(localStorage.getItem(OPTIONS_KEY) ?? '{}')).toMatchObject({
      deckSort: 'release',
      deckOrder: 'desc',
      galleryStyle: 'binder',
    })
  })
})
