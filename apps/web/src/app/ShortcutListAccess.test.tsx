// The `?` list of keyboard shortcuts is found without knowing the key: the account menu opens it,
// and the footer names the key and opens it too (issue 26 item 5).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }

function renderPolicies() {
  mockFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }))
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/policies/'] })} />,
    ),
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the list of keyboard shortcuts', () => {
  it('opens from the account menu', async () => {
    renderPolicies()
    const account = await screen.findByRole('button', { name: 'My Account' }, LONG)
    fireEvent.click(account)
    // The menu's code is fetched as the button is reached or pressed.
    const menu = await waitFor(() => {
      const open = account.nextElementSibling
      if (!(open instanceof HTMLElement)) throw new Error('no menu')
      return open
    }, LONG)
    fireEvent.click(within(menu).getByRole('button', { name: /Keyboard shortcuts/ }))
    const list = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, LONG)
    expect(within(list).getByText('Show this list of shortcuts')).toBeTruthy()
  }, 15_000)

  it('is named with its key in the footer, which opens it', async () => {
    renderPolicies()
    const footer = await screen.findByRole('contentinfo', {}, LONG)
    const button = within(footer).getByRole('button', { name: /Keyboard shortcuts/ })
    expect(button.textContent).toContain('?')
    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, LONG)).toBeTruthy()
  }, 15_000)
})
