// The `?` list of keyboard shortcuts is found without knowing the key: the account menu opens it,
// and the footer names the key and opens it too (issue 26 item 5).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { openAccountMenu } from '../test-fixtures/account.tsx'
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
    const menu = await openAccountMenu('My Account')
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
