import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../../test-utils.tsx'
import { ReleaseFilter } from './ReleaseFilter.tsx'

function show() {
  mockFetch(() => ({ body: [{ name: 'Master Set', stub: 'master-set', is_mine: false }] }))
  render(
    withQueryClient(
      <>
        <ReleaseFilter value="all" legacy={false} loggedIn disabled={false} onChange={() => {}} />
        <p>Outside</p>
      </>,
    ),
  )
  const button = screen.getByRole('button', { name: 'Releases' })
  fireEvent.click(button)
  return button
}

const popover = () => screen.queryByRole('group', { name: 'Choose releases' })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Releases popover closes as popovers do', () => {
  it('opens from its button, which says it is expanded', async () => {
    const button = show()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('checkbox', { name: 'Master Set' })).toBeTruthy()
  })

  it('closes on a press outside it', () => {
    const button = show()
    fireEvent.pointerDown(screen.getByText('Outside'))
    expect(popover()).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open on a press inside it', async () => {
    show()
    fireEvent.pointerDown(await screen.findByRole('checkbox', { name: 'Master Set' }))
    expect(popover()).not.toBeNull()
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const button = show()
    ;(await screen.findByRole('checkbox', { name: 'Master Set' })).focus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(popover()).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
