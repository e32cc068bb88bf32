import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { withQueryClient } from '../test-utils.tsx'

const show = (path: string) =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
    ),
  )

/** The site's mark inside `element`: our drawing, decorative beside the site's name. */
function markIn(element: HTMLElement) {
  const mark = element.querySelector('img[data-logo]')
  expect(mark?.getAttribute('src')).toBe('/favicon.svg')
  expect(mark?.getAttribute('alt')).toBe('')
  return mark
}

describe("the site's mark (issue 26 item 4)", () => {
  afterEach(cleanup)

  it('leads the header, whose home link keeps the name Ashes Deckbuilder', async () => {
    show('/')
    const home = await screen.findByRole('link', { name: 'Ashes Deckbuilder' })
    markIn(home)
  })

  it("heads the home page's welcome", async () => {
    show('/')
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(heading.textContent).toBe('Ashes Deckbuilder')
    markIn(heading)
  }, 15_000)

  it('heads the Not Found page', async () => {
    show('/no/such/page/')
    const heading = await screen.findByRole('heading', { name: 'No page found' })
    const section = heading.closest('section')
    if (!section) throw new Error('no Not Found section')
    markIn(section)
  })
})
