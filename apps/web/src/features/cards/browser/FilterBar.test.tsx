import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../../test-utils.tsx'
import { type CardFilters, defaultFilters } from '../filters.ts'
import { FilterBar } from './FilterBar.tsx'

/** The bar with live filters, as the card browser holds them; `changes` records each change. */
function show(
  start: CardFilters = defaultFilters(),
  modeToggle: ReactNode = null,
  loading = false,
) {
  mockFetch(() => ({ body: [] }))
  const changes: CardFilters[] = []
  function Bar() {
    const [filters, setFilters] = useState(start)
    return (
      <FilterBar
        filters={filters}
        legacy={false}
        loggedIn
        loading={loading}
        modeToggle={modeToggle}
        onChange={(next) => {
          changes.push(next)
          setFilters(next)
        }}
      />
    )
  }
  const router = createMemoryRouter([{ path: '*', element: <Bar /> }], {
    initialEntries: ['/cards/'],
  })
  render(withQueryClient(<RouterProvider router={router} />))
  return changes
}

const foldButton = () => screen.getByRole('button', { name: /^Filters \(\d+\)$/ })
/** The fold the button controls (hidden below 768 px by the `hidden` class while folded). */
const fold = () => document.getElementById(foldButton().getAttribute('aria-controls') ?? '')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the card filters fold behind "Filters (n)" on phones', () => {
  it('starts folded: the button says so and its fold, holding the filters, is hidden', () => {
    show()
    expect(foldButton().textContent).toBe('Filters (0)')
    expect(foldButton().getAttribute('aria-expanded')).toBe('false')
    expect(fold()?.classList.contains('hidden')).toBe(true)
    // Shown from 768 px whatever the button says; the button itself is for phones only.
    expect(fold()?.classList.contains('md:block')).toBe(true)
    expect(foldButton().closest('.md\\:hidden')).not.toBeNull()
    expect(fold()?.contains(screen.getByRole('button', { name: 'Ally' }))).toBe(true)
    expect(fold()?.contains(screen.getByRole('combobox', { name: 'Sort by' }))).toBe(true)
    // The search box is not folded away.
    expect(fold()?.contains(screen.getByRole('searchbox'))).toBe(false)
  })

  it('opens and folds again with its button', () => {
    show()
    fireEvent.click(foldButton())
    expect(foldButton().getAttribute('aria-expanded')).toBe('true')
    expect(fold()?.classList.contains('hidden')).toBe(false)
    fireEvent.click(foldButton())
    expect(foldButton().getAttribute('aria-expanded')).toBe('false')
    expect(fold()?.classList.contains('hidden')).toBe(true)
  })

  it('counts the filters in force as they are chosen and dropped', () => {
    const changes = show()
    fireEvent.click(foldButton())
    fireEvent.click(screen.getByRole('button', { name: 'Ally' }))
    expect(foldButton().textContent).toBe('Filters (1)')
    fireEvent.click(screen.getByRole('button', { name: 'Natural magic' }))
    fireEvent.click(screen.getByRole('button', { name: 'Summons' }))
    expect(foldButton().textContent).toBe('Filters (3)')
    fireEvent.click(screen.getByRole('button', { name: 'Ally' }))
    expect(foldButton().textContent).toBe('Filters (2)')
    expect(changes.at(-1)).toMatchObject({ types: [], dice: ['natural'], summons: true })
    // Typing a search changes no count: the search box is not one of the folded filters.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fire' } })
    expect(foldButton().textContent).toBe('Filters (2)')
  })

  it('counts the filters a page opens with', () => {
    show({ ...defaultFilters(['master-set']), types: ['ally', 'ready_spell'] })
    expect(foldButton().textContent).toBe('Filters (3)')
  })

  it('puts the deckbuilder mode toggle beside the button, outside the fold', () => {
    show(defaultFilters(), <button type="button">Deckbuilder mode</button>)
    const toggle = screen.getByRole('button', { name: 'Deckbuilder mode' })
    expect(toggle.parentElement).toBe(foldButton().parentElement)
    expect(fold()?.contains(toggle)).toBe(false)
  })
})

describe('the search box while a listing loads', () => {
  it('takes every key typed: it is never read-only, unlike the buttons', () => {
    const changes = show(defaultFilters(), null, true)
    const box = screen.getByRole('searchbox', {
      name: 'Filter by name or text',
    }) as HTMLInputElement
    expect(box.readOnly).toBe(false)
    fireEvent.change(box, { target: { value: 'jaguar' } })
    expect(changes.at(-1)?.q).toBe('jaguar')
    expect(screen.getByRole('button', { name: 'Ally' }).matches(':disabled')).toBe(true)
  })
})
