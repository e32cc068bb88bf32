import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { useToasts } from '../lib/toast-store.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const renderAt = (url: string) =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
    ),
  )

describe('shared deck page', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
  })

  it('a malformed share id shows the deck not-found text, never the validator text', async () => {
    const validator = 'Input should be a valid UUID, invalid character'
    mockFetch(() => ({
      status: 422,
      body: { detail: [{ loc: ['path', 'uuid'], msg: validator, type: 'uuid_parsing' }] },
    }))
    renderAt('/decks/share/not-a-uuid/')
    expect(
      await screen.findByRole('heading', { name: 'No deck found' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByText('Sorry, this does not appear to be a valid deck!')).toBeTruthy()
    expect(screen.queryByText(validator, { exact: false })).toBeNull()
    expect(useToasts.getState().toasts).toEqual([])
  }, 15_000)
})
