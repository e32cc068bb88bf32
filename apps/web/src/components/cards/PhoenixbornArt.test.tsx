import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PhoenixbornArt } from './PhoenixbornArt.tsx'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const box = (container: HTMLElement) => container.querySelector('[data-art]') as HTMLElement

describe('Phoenixborn art', () => {
  afterEach(cleanup)

  it('asks the media host for the badge, lazily and at a set size, over the drawn stand-in', () => {
    const { container } = render(<PhoenixbornArt phoenixborn={aradel} kind="badge" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toMatch(
      /\/images\/phoenixborn-badges\/aradel-summergaard\.jpg$/,
    )
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96'])
    expect(box(container).className).toContain('aspect-square')
    expect(screen.getByTestId('drawn-phoenixborn').textContent).toBe('AS')
  })

  // Each family of a list that a device lacks is a font lookup inside the layout that first
  // draws it: Tailwind's serif list is five before the generic one (issue 26 item 6).
  it("draws the stand-in's initials in the generic serif family, with no list to look up", () => {
    render(<PhoenixbornArt phoenixborn={aradel} kind="badge" />)
    const initials = screen.getByTestId('drawn-phoenixborn')
    expect(initials.className).toContain('[font-family:serif]')
    expect(initials.className).not.toContain('font-serif')
  })

  it('shows the image once loaded', () => {
    const { container } = render(<PhoenixbornArt phoenixborn={aradel} kind="slice" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toMatch(/\/images\/slices\/aradel-summergaard\.jpg$/)
    expect(img.className).toContain('opacity-0')
    fireEvent.load(img)
    expect(box(container).dataset.art).toBe('shown')
    expect(img.className).not.toContain('opacity-0')
  })

  it('keeps the drawn Phoenixborn and drops the image when the host cannot be reached', () => {
    const { container } = render(<PhoenixbornArt phoenixborn={aradel} kind="badge" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(box(container).dataset.art).toBe('failed')
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('drawn-phoenixborn').textContent).toBe('AS')
    expect(box(container).className).toContain('aspect-square')
  })

  it('tries again for the next Phoenixborn after one failed', () => {
    const { container, rerender } = render(<PhoenixbornArt phoenixborn={aradel} kind="badge" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    rerender(<PhoenixbornArt phoenixborn={{ name: 'Coal Roarkwin', stub: 'coal' }} kind="badge" />)
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/coal\.jpg$/)
  })

  it('draws legacy Phoenixborn without asking the host', () => {
    const { container } = render(<PhoenixbornArt phoenixborn={aradel} kind="badge" legacy />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('drawn-phoenixborn')).toBeTruthy()
  })
})
