// What changes often is read by the part of the page it changes, not by the page shell: a
// render of the shell renders the header and the screen again. Opening the builder did that,
// most of the frame that shows its pane after 'New deck' on a throttled phone (issue 26 item 6),
// and so did every API request starting and ending (the progress bar), a card added included.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBuilder } from '../features/builder/state.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { pendingApiRequest, withQueryClient } from '../test-utils.tsx'
import { Layout } from './Layout.tsx'

let screenRenders = 0

function CountedScreen() {
  screenRenders++
  return <h1>A screen</h1>
}

async function renderShell() {
  screenRenders = 0
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '*', Component: CountedScreen }] }],
    { initialEntries: ['/somewhere/'] },
  )
  render(withQueryClient(<RouterProvider router={router} />))
  await screen.findByRole('heading', { name: 'A screen' })
  return screenRenders
}

afterEach(() => {
  act(() => useBuilder.setState({ enabled: false, paneOpen: false }))
  cleanup()
  vi.unstubAllGlobals()
})

describe('the page shell', () => {
  it('does not render the screen again when the builder opens and shows its pane', async () => {
    const before = await renderShell()
    // The pane's own content is not under test here: the builder opens, the pane is shown.
    act(() => useBuilder.setState({ enabled: true, paneOpen: false }))
    act(() => useBuilder.setState({ paneOpen: true }))
    expect(screenRenders).toBe(before)
  })

  it('does not render the screen again while an API request runs, yet shows its progress', async () => {
    const before = await renderShell()
    const request = pendingApiRequest()
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    await request.answer()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screenRenders).toBe(before)
  })
})
