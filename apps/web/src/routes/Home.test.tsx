import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { fakeJwt, withQueryClient } from '../test-utils.tsx'

const renderHome = () =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />,
    ),
  )

const welcome = async () =>
  (await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).closest('section')

describe('home page', () => {
  afterEach(() => {
    cleanup()
    useAuth.getState().logOut()
    localStorage.clear()
  })

  it('offers Sign up to a visitor', async () => {
    renderHome()
    const section = await welcome()
    if (!section) throw new Error('no welcome section')
    expect(within(section).getByRole('link', { name: 'Sign up' })).toBeTruthy()
  }, 15_000)

  it('offers a logged-in player their decks instead of Sign up', async () => {
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
    renderHome()
    const section = await welcome()
    if (!section) throw new Error('no welcome section')
    expect(within(section).queryByRole('link', { name: 'Sign up' })).toBeNull()
    expect(within(section).getByRole('link', { name: 'My decks' }).getAttribute('href')).toBe(
      '/decks/mine/',
    )
  }, 15_000)
})
