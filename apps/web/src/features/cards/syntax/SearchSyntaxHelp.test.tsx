import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { createMemoryRouter, RouterProvider, useLocation } from '../../../lib/router/index.ts'
import { withQueryClient } from '../../../test-utils.tsx'
import { FilterBar } from '../browser/FilterBar.tsx'
import { cardListErrorMessage, cardListRetryable } from '../errors.ts'
import { defaultFilters } from '../filters.ts'
import { EXAMPLES, SearchSyntaxHelp } from './SearchSyntaxHelp.tsx'

function Where() {
  const location = useLocation()
  return <p>At {location.pathname + location.search}</p>
}

function show(path: string) {
  const filterBar = (
    <FilterBar
      filters={defaultFilters()}
      legacy={false}
      loggedIn={false}
      loading={false}
      onChange={() => {}}
    />
  )
  const router = createMemoryRouter(
    [
      { path: '/cards/syntax/', element: <SearchSyntaxHelp /> },
      { path: '/cards/', element: <Where /> },
      { path: '/search-box/', element: filterBar },
    ],
    { initialEntries: [path] },
  )
  render(withQueryClient(<RouterProvider router={router} />))
}

afterEach(cleanup)

describe('the search syntax help page', () => {
  it('lists every keyword and examples that run their search when clicked', async () => {
    show('/cards/syntax/')
    expect(screen.getByRole('heading', { name: 'Search syntax' })).toBeTruthy()
    for (const keyword of [
      'type: (t:)',
      'dice: (d:)',
      'release:',
      'phoenixborn: (pb:)',
      'text:"..."',
    ])
      expect(screen.getByRole('cell', { name: keyword })).toBeTruthy()
    const example = EXAMPLES[0]?.q as string
    expect(example).toBe('t:ally d:charm cost<=2')
    fireEvent.click(screen.getByRole('link', { name: example }))
    expect(await screen.findByText(`At /cards/?q=${encodeURIComponent(example)}`)).toBeTruthy()
  })

  it('is linked from the card search box', () => {
    show('/search-box/')
    const link = screen.getByRole('link', { name: 'Search syntax' })
    expect(link.getAttribute('href')).toBe('/cards/syntax/')
  })
})

describe('a refused search', () => {
  it('shows the reason the API gives for q, naming the valid keywords', () => {
    const msg = "Unknown search keyword 'colour'. Valid keywords: type (t), dice (d), cost"
    const error = new ApiError(422, [{ loc: ['query', 'q'], msg }])
    expect(cardListErrorMessage(error)).toBe(msg)
    expect(cardListRetryable(error)).toBe(false)
    expect(cardListRetryable(new ApiError(503, 'The database is unavailable.'))).toBe(true)
    expect(cardListErrorMessage(new ApiError(422, [{ loc: ['query', 'limit'], msg: 'x' }]))).toBe(
      'Failed to fetch card listing. Please report if this fails repeatedly (validation failure)!',
    )
  })
})
