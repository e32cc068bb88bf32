import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { withQueryClient } from '../../test-utils.tsx'
import { DeckStub } from './DeckStub.tsx'

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: withQueryClient(element) }])
  render(<RouterProvider router={router} />)
}

const thirty = (type = 'Ally') =>
  Array.from({ length: 10 }, (_, i) => ({
    ...listedDeck().cards[0],
    stub: `card-${i}`,
    name: `Card ${i}`,
    type,
    count: 3,
  })) as ReturnType<typeof listedDeck>['cards']

describe('deck stub', () => {
  afterEach(cleanup)

  it('shows the title, author badge, last update, dice and the card count', () => {
    show(<DeckStub deck={listedDeck()} />)
    expect(screen.getByRole('link', { name: 'Rhino Rush' }).getAttribute('href')).toBe('/decks/10/')
    expect(screen.getByRole('link', { name: 'Skaak#a1b2' })).toBeTruthy()
    expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: 3 hours ago')
    expect(screen.getByRole('img', { name: '5 Natural dice, 5 Charm dice' })).toBeTruthy()
    expect(screen.getByTestId('deck-card-count').textContent).toBe('3 / 30')
  })

  it("titles a deck one level under its list's heading (no skipped level for screen readers)", () => {
    show(<DeckStub deck={listedDeck()} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Rhino Rush' })).toBeTruthy()
    cleanup()
    show(<DeckStub deck={listedDeck()} headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Rhino Rush' })).toBeTruthy()
  })

  it('names an untitled deck in italics after its Phoenixborn', () => {
    show(<DeckStub deck={listedDeck({ title: null })} />)
    const link = screen.getByRole('link', { name: 'Untitled Aradel Summergaard' })
    expect(link.className).toContain('italic')
  })

  it('shows the count in red unless it is exactly 30, or 100 when unrestricted', () => {
    show(<DeckStub deck={listedDeck({ cards: thirty() })} />)
    expect(screen.getByTestId('deck-card-count').className).not.toContain('text-danger')
    cleanup()
    show(<DeckStub deck={listedDeck()} />)
    expect(screen.getByTestId('deck-card-count').className).toContain('text-danger')
    cleanup()
    show(<DeckStub deck={listedDeck({ is_unrestricted: true, cards: thirty() })} />)
    const count = screen.getByTestId('deck-card-count')
    expect(count.textContent).toBe('30 / 100')
    expect(count.className).toContain('text-danger')
  })

  it('labels own decks Latest, Private or Public and links private ones privately', () => {
    show(
      <DeckStub
        deck={listedDeck({ id: 10, is_snapshot: false, is_public: false, source_id: null })}
        mine
      />,
    )
    expect(screen.getByText('Latest')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rhino Rush' }).getAttribute('href')).toBe(
      '/decks/mine/10/',
    )
    cleanup()
    show(<DeckStub deck={listedDeck({ is_public: false })} mine direct />)
    expect(screen.getByText('Private')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rhino Rush' }).getAttribute('href')).toBe(
      '/decks/mine/12/',
    )
    cleanup()
    show(<DeckStub deck={listedDeck()} mine direct />)
    expect(screen.getByText('Public')).toBeTruthy()
    cleanup()
    show(<DeckStub deck={listedDeck()} />)
    expect(screen.queryByText('Public')).toBeNull()
  })

  it("shows the Phoenixborn's badge from the media host, drawn when the host fails", () => {
    show(<DeckStub deck={listedDeck()} />)
    const stub = screen.getByTestId('deck-stub')
    const img = stub.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toMatch(
      /\/images\/phoenixborn-badges\/aradel-summergaard\.jpg$/,
    )
    expect(img.getAttribute('loading')).toBe('lazy')
    fireEvent.error(img)
    expect(stub.querySelector('img')).toBeNull()
    expect(screen.getByTestId('drawn-phoenixborn').textContent).toBe('AS')
  })
})
