import { HOME_ACTIONS, HOME_LINK_PANELS, HOME_WELCOME } from '@ashes/site'
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

// The server writes the same words into the page for readers without JavaScript
// (pages-no-script.test.ts): both take them from @ashes/api, so they cannot drift apart.
describe("the home page's shared words", () => {
  afterEach(cleanup)

  it('draws the welcome, its buttons and both panels of links from @ashes/api', async () => {
    renderHome()
    const section = await welcome()
    if (!section) throw new Error('no welcome section')
    expect(within(section).getByText(HOME_WELCOME)).toBeTruthy()
    const buttons = within(section).getAllByRole('link')
    const { cards, decks, signUp } = HOME_ACTIONS
    expect(buttons.map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
      [cards, decks, signUp].map(([path, label]) => [path, label]),
    )
    for (const { title, links } of Object.values(HOME_LINK_PANELS)) {
      const panel = screen.getByRole('heading', { level: 2, name: title }).closest('section')
      if (!panel) throw new Error(`no panel ${title}`)
      const drawn = within(panel)
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('a[href^="/"]'))
        .map((item) => item.textContent)
      expect(drawn).toEqual(links.map(([, label, note]) => (note ? `${label} ${note}` : label)))
    }
  }, 15_000)

  it('leads to the meta page from its panel of decks', async () => {
    renderHome()
    await welcome()
    const panel = screen
      .getByRole('heading', { level: 2, name: HOME_LINK_PANELS.decks.title })
      .closest('section')
    if (!panel) throw new Error('no panel of decks')
    expect(within(panel).getByRole('link', { name: 'The meta' }).getAttribute('href')).toBe(
      '/meta/',
    )
  }, 15_000)
})
