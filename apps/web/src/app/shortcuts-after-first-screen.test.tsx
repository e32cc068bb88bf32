import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { FirstScreenCommitted } from '../lib/after-first-screen.ts'
import { useApiActivity } from '../lib/api-activity.ts'
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx'

// Whether the shortcuts' own chunk has been asked for: the module is imported only dynamically.
const shortcuts = vi.hoisted(() => ({ imported: false }))
vi.mock('./shortcuts.ts', async (original) => {
  shortcuts.imported = true
  return original()
})

afterEach(cleanup)

it("asks for the shortcuts' chunk once the first screen's reads are answered, not with them", async () => {
  // A first visit to /cards/ fetched it (and the offline support) while its cards were still
  // being fetched, slowing the screen for keys pressed after it shows.
  useApiActivity.setState({ inFlight: 1 })
  render(
    <>
      <KeyboardShortcuts />
      <FirstScreenCommitted />
    </>,
  )
  await vi.dynamicImportSettled()
  expect(shortcuts.imported).toBe(false)

  act(() => useApiActivity.setState({ inFlight: 0 }))
  await vi.waitFor(() => expect(shortcuts.imported).toBe(true))
})
