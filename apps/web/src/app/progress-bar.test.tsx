import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { pendingApiRequest, withQueryClient } from '../test-utils.tsx'

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

    const request = pendingApiRequest()
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    await request.answer()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
