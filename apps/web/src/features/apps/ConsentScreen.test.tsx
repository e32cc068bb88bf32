// The consent screen (issue 48 item 6): a player sees who registered the app, where they will be
// sent and whether the site checked it; an app's name cannot turn the sentences around it; an
// app the player already allows is answered without asking again.
import type { ConsentRequest } from '@ashes/api'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { ConsentScreen } from './ConsentScreen.tsx'

const REQUEST: ConsentRequest = {
  client_id: 'table-sim',
  name: 'Ashes Deckbuilder \u202E(official)',
  logo_url: null,
  scopes: ['decks:read'],
  developer: { username: 'Mallory', badge: 'm4ll0ry' },
  redirect_host: 'sim.example',
  verified: false,
  already_allowed: false,
}

const answers = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/answer'))

let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const show = () => {
  const router = createMemoryRouter(
    [{ path: '*', element: withQueryClient(<ConsentScreen uid="uid-1" />) }],
    { initialEntries: ['/apps/consent/uid-1/'] },
  )
  render(<RouterProvider router={router} />)
}

const serve = (request: ConsentRequest) =>
  mockFetch((url) =>
    String(url).endsWith('/answer')
      ? { body: { redirect_to: '/oauth/authorize/uid-1' } }
      : { body: request },
  )

describe('the consent screen', () => {
  it('says who registered the app, where the player goes back to, and that it is not verified', async () => {
    serve(REQUEST)
    show()
    const heading = await screen.findByRole('heading')
    // The name sits in its own isolate: its bidi controls end where it ends.
    expect(heading.querySelector('bdi')?.textContent).toBe(REQUEST.name)
    expect(screen.getByText('Mallory').closest('a')?.getAttribute('href')).toBe('/players/m4ll0ry/')
    expect(screen.getByText('sim.example')).toBeTruthy()
    expect(screen.getByText(/this app is not verified/)).toBeTruthy()
    expect(screen.getByText(/lasts until you revoke it/)).toBeTruthy()
  })

  it('answers once for a double click on Allow', async () => {
    const fetchMock = serve(REQUEST)
    show()
    const allow = await screen.findByRole('button', { name: 'Allow' })
    fireEvent.click(allow)
    fireEvent.click(allow)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oauth/authorize/uid-1'))
    expect(answers(fetchMock)).toHaveLength(1)
  })

  it('answers for the player, without asking, when the app already has all it asks', async () => {
    const fetchMock = serve({ ...REQUEST, already_allowed: true })
    show()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oauth/authorize/uid-1'))
    expect(answers(fetchMock)).toHaveLength(1)
    expect(JSON.parse(String(answers(fetchMock)[0]?.[1]?.body))).toEqual({ allow: true })
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull()
  })
})
