// Scrolling an option into view forces the layout of the whole page at once: on opening at the
// first option, already in view, that was a quarter of a second of 'New deck' on a throttled
// phone (issue 26 item 6). The picker scrolls only to show an option that may be out of view.
import type { Card } from '@ashes/api'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PhoenixbornPicker } from './PhoenixbornPicker.tsx'

const pb = (name: string): Card => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type: 'Phoenixborn',
  release: { name: 'Master Set', stub: 'master-set' },
  battlefield: 6,
  life: 16,
  spellboard: 5,
})
const phoenixborns = ['Aradel Summergaard', 'Coal Roarkwin', 'Jessa Na Ni'].map(pb)
const scrolled = vi.fn()

beforeEach(() => {
  scrolled.mockClear()
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id)
  }
})
afterEach(() => {
  cleanup()
  // jsdom has no scrollIntoView of its own
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('the Phoenixborn picker', () => {
  it('opening at the first option scrolls nothing; the keys then keep the active option in view', () => {
    render(<PhoenixbornPicker phoenixborns={phoenixborns} selected={null} onChoose={() => {}} />)
    expect(scrolled).not.toHaveBeenCalled()
    const list = screen.getByRole('listbox', { name: 'Choose a Phoenixborn' })
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.calls[0]?.[0]).toMatch(/coal-roarkwin$/)
    fireEvent.keyDown(list, { key: 'Home' })
    expect(scrolled.mock.calls[1]?.[0]).toMatch(/aradel-summergaard$/)
  })

  it('opening at a chosen Phoenixborn further down scrolls to it', () => {
    render(
      <PhoenixbornPicker phoenixborns={phoenixborns} selected="jessa-na-ni" onChoose={() => {}} />,
    )
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.calls[0]?.[0]).toMatch(/jessa-na-ni$/)
  })

  it("draws the options in the box's view with its first frame, and every one after it", async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      pb(`Phoenixborn ${'abcdefghijkl'[index]}`),
    )
    render(<PhoenixbornPicker phoenixborns={many} selected={null} onChoose={() => {}} />)
    expect(screen.getAllByRole('option')).toHaveLength(6)
    // After a frame and a transition: slow on a loaded machine.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(12), { timeout: 10_000 })
  })

  // content-visibility: auto lays an element out skipped, finds it on screen, then lays the page
  // out again: on the options in view that doubled the style, layout and pre-paint of the frame
  // that shows the pane after 'New deck' (issue 26 item 6).
  it('lays out the options in view in one pass; only those below the box skip layout', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      pb(`Phoenixborn ${'abcdefghijkl'[index]}`),
    )
    render(<PhoenixbornPicker phoenixborns={many} selected={null} onChoose={() => {}} />)
    // After a frame and a transition: slow on a loaded machine.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(12), { timeout: 10_000 })
    const skipping = screen
      .getAllByRole('option')
      .map((option) => option.className.includes('[content-visibility:auto]'))
    expect(skipping).toEqual([...Array(6).fill(false), ...Array(6).fill(true)])
  })

  // Asking for an image is work of the frame that draws its element (a request after layout):
  // the first options' images were up to a tenth of a second of the frame that shows the pane
  // after 'New deck' on a throttled phone, for images that arrive from the network after it.
  it("draws the art's stand-ins with its first frame and asks for their images after it", async () => {
    const { container } = render(
      <PhoenixbornPicker phoenixborns={phoenixborns} selected={null} onChoose={() => {}} />,
    )
    expect(screen.getAllByTestId('drawn-phoenixborn')).toHaveLength(3)
    expect(container.querySelectorAll('img')).toHaveLength(0)
    // After a frame and a transition: slow on a loaded machine.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3), {
      timeout: 10_000,
    })
  })

  it('shows at once an option the keys move to before the rest are drawn', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      pb(`Phoenixborn ${'abcdefghijkl'[index]}`),
    )
    render(<PhoenixbornPicker phoenixborns={many} selected={null} onChoose={() => {}} />)
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'End' })
    expect(screen.getAllByRole('option')).toHaveLength(12)
    expect(scrolled.mock.calls.at(-1)?.[0]).toMatch(/phoenixborn-l$/)
  })
})
