import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from '../../../components/Dialog.tsx'
import { createMemoryRouter, Link, RouterProvider } from '../../../lib/router/index.ts'
import { DeckActions } from './DeckActions.tsx'

/** An action that opens a dialog, as Share... does. */
function DialogAction() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share...
      </button>
      {open ? (
        <Dialog title="Share" onClose={() => setOpen(false)}>
          <p>Link</p>
        </Dialog>
      ) : null}
    </>
  )
}

/** An action that keeps state of its own, as Delete's 'Confirm?' does. */
function ArmedAction() {
  const [armed, setArmed] = useState(false)
  return (
    <button type="button" onClick={() => setArmed(true)}>
      {armed ? 'Confirm?' : 'Delete'}
    </button>
  )
}

function show() {
  const page = (
    <>
      <h1>Deck</h1>
      <DeckActions>
        <button type="button" disabled>
          Deck is incomplete
        </button>
        <DialogAction />
        <Link to="/decks/1/history/">History</Link>
        <div>
          <ArmedAction />
          <Link to="/decks/mine/2/">Clone &amp; Edit</Link>
        </div>
      </DeckActions>
    </>
  )
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: ['/decks/1/'],
  })
  render(<RouterProvider router={router} />)
  return router
}

const menu = () => screen.getByRole('button', { name: 'Actions' })
const panel = () => screen.getByRole('group', { name: 'Deck actions', hidden: true })
const isOpen = () => menu().getAttribute('aria-expanded') === 'true'

afterEach(cleanup)

describe('the deck page actions menu (phones)', () => {
  it('is a button that controls the actions, folded at first yet mounted', () => {
    show()
    expect(isOpen()).toBe(false)
    expect(menu().getAttribute('aria-controls')).toBe(panel().id)
    expect(panel().classList.contains('hidden')).toBe(true)
    // From 1024 px the button goes and the actions are listed.
    expect(menu().classList.contains('lg:hidden')).toBe(true)
    expect(panel().classList.contains('lg:block')).toBe(true)
    expect(panel().textContent).toContain('Share...')
  })

  it('opens on its button with focus on the first action that can be used', () => {
    show()
    fireEvent.click(menu())
    expect(isOpen()).toBe(true)
    expect(panel().classList.contains('hidden')).toBe(false)
    expect(document.activeElement?.textContent).toBe('Share...')
  })

  it('moves between the usable actions with the arrow keys, Home and End, wrapping round', () => {
    show()
    fireEvent.click(menu())
    const key = (name: string) =>
      fireEvent.keyDown(document.activeElement as Element, { key: name })
    const focused = () => document.activeElement?.textContent
    key('ArrowDown')
    expect(focused()).toBe('History')
    key('ArrowDown')
    expect(focused()).toBe('Delete')
    key('End')
    expect(focused()).toBe('Clone & Edit')
    key('ArrowDown')
    expect(focused()).toBe('Share...')
    key('ArrowUp')
    expect(focused()).toBe('Clone & Edit')
    key('Home')
    expect(focused()).toBe('Share...')
  })

  it('closes on Escape and gives focus back to its button', () => {
    show()
    fireEvent.click(menu())
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(isOpen()).toBe(false)
    expect(document.activeElement).toBe(menu())
  })

  it('closes on a press outside it, not on one inside it', () => {
    show()
    fireEvent.click(menu())
    fireEvent.pointerDown(screen.getByText('History'))
    expect(isOpen()).toBe(true)
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Deck' }))
    expect(isOpen()).toBe(false)
  })

  it('closes when focus moves on past the actions, not when it moves among them', () => {
    show()
    fireEvent.click(menu())
    const share = screen.getByRole('button', { name: 'Share...' })
    fireEvent.blur(share, { relatedTarget: screen.getByText('History') })
    expect(isOpen()).toBe(true)
    fireEvent.blur(screen.getByText('History'), { relatedTarget: document.body })
    expect(isOpen()).toBe(false)
  })

  it("leaves an action's dialog its own Escape and presses, then closes on the next Escape", () => {
    show()
    fireEvent.click(menu())
    fireEvent.click(screen.getByRole('button', { name: 'Share...' }))
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    fireEvent.pointerDown(screen.getByText('Link'))
    expect(isOpen()).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(isOpen()).toBe(true)
    // The dialog gave focus back to its action, in the menu still open.
    expect(document.activeElement?.textContent).toBe('Share...')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(isOpen()).toBe(false)
  })

  it("keeps each action's own state while closed (Delete stays armed)", () => {
    show()
    fireEvent.click(menu())
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(menu())
    expect(isOpen()).toBe(false)
    fireEvent.click(menu())
    expect(screen.getByRole('button', { name: 'Confirm?' })).toBeTruthy()
  })

  it('closes when an action leads to another page', async () => {
    const router = show()
    fireEvent.click(menu())
    fireEvent.click(screen.getByRole('link', { name: 'Clone & Edit' }))
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/decks/mine/2/')
    expect(isOpen()).toBe(false)
  })
})
