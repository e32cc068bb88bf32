import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog.tsx'

afterEach(cleanup)

describe('dialog', () => {
  it('lays its backdrop over the whole page, whatever contains the code that opens it', () => {
    // The builder pane is such a container: `contain: strict` (and, on phones, a transform) would
    // make a fixed backdrop inside it cover the pane alone.
    const { container } = render(
      <div style={{ contain: 'strict', transform: 'translateX(0)' }}>
        <Dialog title="Preview" onClose={() => {}}>
          <p>Inside</p>
        </Dialog>
      </div>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Preview' })
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.parentElement?.parentElement).toBe(document.body)
  })

  it('takes focus with Close when it holds no field or other action', () => {
    render(
      <Dialog title="Keys" onClose={() => {}}>
        <p>Only text</p>
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('closes on Escape and gives focus back to the element that opened it', () => {
    const onClose = vi.fn()
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { unmount } = render(
      <Dialog title="Share" onClose={onClose}>
        <input aria-label="Link" />
      </Dialog>,
    )
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Link' }))
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
