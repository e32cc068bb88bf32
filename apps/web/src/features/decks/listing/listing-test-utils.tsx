import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import type { mockFetch } from '../../../test-utils.tsx'
import { withQueryClient } from '../../../test-utils.tsx'
import { DeckListing } from './DeckListing.tsx'
import type { ListingScope } from './filters.ts'

const COMPETITIVE: ListingScope = { kind: 'competitive', mine: false }

/** A deck listing (the public competitive one unless told) shown at `entry`, and its router. */
export function showListingAt(entry: string, scope: ListingScope = COMPETITIVE) {
  const router = createMemoryRouter(
    [{ path: '*', element: withQueryClient(<DeckListing scope={scope} />) }],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** The listing's requests for public decks, by URL, in the order they were made. */
export const listingRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/v2/decks?'))
