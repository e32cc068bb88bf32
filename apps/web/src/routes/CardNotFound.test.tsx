// SPEC "Specific errors": a card page that cannot load shows 'No card found / Sorry, this does not
// appear to be a valid card!'. /cards/%00/ showed "Invalid submission:" with a Retry that could
// never work (issue 24 item 19): an address that names no card is not found, whether the API says
// 404 (it does now) or 422 (an impossible stub, as it did).
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

function showCardPage(path: string, status: number, body: unknown) {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/v2/cards/')
      ? { status, body }
      : { body: { count: 0, next: null, previous: null, results: [] } },
  )
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
    ),
  )
  return fetchMock
}

const refused = {
  detail: [
    {
      loc: ['path', 'stub'],
      msg: 'String should not contain the NUL character',
      type: 'string_pattern_mismatch',
    },
  ],
}

describe('a card address that names no card', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  for (const [status, body] of [
    [404, { detail: 'Card not found.' }],
    [422, refused],
    // A stub too long to be one: the server's page of it answers 404 too (issue 53).
    [414, { detail: 'A path parameter is too long (at most 100 characters).' }],
  ] as const) {
    it(`shows 'No card found' without a Retry when the card lookup answers ${status}`, async () => {
      const fetchMock = showCardPage('/cards/%00/', status, body)
      // The route's code loads on demand: over a second on a busy machine.
      const heading = screen.findByRole('heading', { name: 'No card found' }, { timeout: 10_000 })
      expect(await heading).toBeTruthy()
      expect(screen.getByText('Sorry, this does not appear to be a valid card!')).toBeTruthy()
      expect(screen.queryByText(/Invalid submission/)).toBeNull()
      expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull()
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/v2\/cards\/%00\/details/)
    }, 15_000)
  }
})
