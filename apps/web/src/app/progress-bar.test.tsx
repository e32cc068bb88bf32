import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../lib/api.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { withQueryClient } from '../test-utils.tsx'

// ui-behaviour §15: the progress bar runs on every API request, not only on a screen's load.
describe('progress bar', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows while an API request awaits its answer, and goes when it is answered', async () => {
    render(
      withQueryClient(
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/no/page/'] })} />,
      ),
    )
    expect(await screen.findByRole('heading', { name: 'No page found' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()

    let answer = (_: Response) => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    let saved: Promise<unknown> = Promise.resolve()
    act(() => {
      saved = api('/v2/decks', { method: 'PUT', json: {} })
    })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    await act(async () => {
      answer(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))
      await saved
    })
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
