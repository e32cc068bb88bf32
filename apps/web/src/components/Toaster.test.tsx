// SPEC §8: toasts sit top-right. They start below the header's account menu button, and keep off
// the open builder pane's title and save status (e2e/toasts.spec.ts checks both in a browser).
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { toast, useToasts } from '../lib/toast-store.ts'
import { Toaster } from './Toaster.tsx'

const classes = () => screen.getByRole('region', { name: 'Notifications' }).className.split(' ')

afterEach(() => {
  cleanup()
  useToasts.setState({ toasts: [] })
})

describe('toaster', () => {
  it('sits top-right, below the header', () => {
    toast.success('Saved')
    render(<Toaster paneOpen={false} />)
    expect(classes()).toEqual(expect.arrayContaining(['fixed', 'top-24', 'sm:top-16', 'right-2']))
    expect(classes().some((name) => /^(xl:)?(bottom|left)-/.test(name))).toBe(false)
  })

  it('keeps off the open builder pane: left of it from 1280 px, at the bottom below', () => {
    render(<Toaster paneOpen />)
    expect(classes()).toEqual(
      expect.arrayContaining([
        'xl:right-[calc(min(33.34vw,28rem)+0.5rem)]',
        'max-xl:top-auto',
        'max-xl:bottom-3',
      ]),
    )
  })
})
