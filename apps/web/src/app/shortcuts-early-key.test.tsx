// A key pressed before the shortcuts' chunk has arrived (it waits for the first screen) runs
// once it has: dropped, a player's first ? did nothing (e2e keyboard.spec.ts failed on it).
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useApiActivity } from '../lib/api-activity.ts'
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx'

afterEach(cleanup)

it('runs a key pressed before the chunk arrives once it has: ? lists the shortcuts', async () => {
  useApiActivity.setState({ inFlight: 1 })
  render(<KeyboardShortcuts />)
  act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }))
  })
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy()
  act(() => useApiActivity.setState({ inFlight: 0 }))
})
