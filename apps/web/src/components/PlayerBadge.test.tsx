import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { PlayerBadge } from './PlayerBadge.tsx'

afterEach(cleanup)

describe('PlayerBadge', () => {
  // Issue 50 item 10: beside the badge, an Arabic name took its digits into its right-to-left run
  // ('نار#8pyr' read '8#نارpyr'). Isolated, the name stays before its badge in either direction.
  it('isolates the name from the badge beside it, and links the profile', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <PlayerBadge user={{ username: 'نار', badge: '8pyr' }} /> }],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    const link = screen.getByRole('link', { name: 'نار#8pyr' })
    expect(link.getAttribute('href')).toBe('/players/8pyr/')
    expect(link.querySelector('bdi')?.textContent).toBe('نار')
  })
})
