// The builder pane shows the deck's description as the deck page does (ui-behaviour §12: "the
// description through the markup"), not as its raw markup (issue 26 item 5).
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { withQueryClient } from '../../test-utils.tsx'
import { resetBuilder } from './commands.ts'
import { DescriptionEditor } from './DescriptionEditor.tsx'
import { useBuilder } from './state.ts'

afterEach(() => {
  cleanup()
  act(resetBuilder)
})

function renderEditor(description: string) {
  useBuilder.setState((state) => ({ deck: { ...state.deck, description } }))
  const router = createMemoryRouter([{ path: '*', element: <DescriptionEditor /> }])
  render(withQueryClient(<RouterProvider router={router} />))
}

describe("the builder pane's description", () => {
  it('renders its markup: bold, card links and dice, not the raw text', () => {
    renderEditor('**Plan:** open with [[Hammer Knight]] and 1 [[charm:class]]')
    expect(screen.getByText('Plan:').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'Hammer Knight' }).getAttribute('href')).toBe(
      '/cards/hammer-knight/',
    )
    expect(screen.getByRole('img', { name: 'Charm class' })).toBeTruthy()
    expect(screen.queryByText(/\[\[/)).toBeNull()
  })

  it('says when there is none', () => {
    renderEditor('')
    expect(screen.getByText('No description')).toBeTruthy()
  })
})
