// "New deck" opens the pane within 200 ms on a throttled phone (issue 26 item 6): the builder's
// code (the pane, and commands.ts it imports) is fetched before it is asked for, when the browser
// is idle after a logged-in player's first screen, or as the player reaches for a builder control.
// Each test starts from fresh modules (nothing fetched yet) and reads the pane's module through
// loadedPane(), set only once BuilderPane.tsx, with its commands, has been imported and run. No
// module mocks: vi.resetModules keeps mocked modules, so a mock's record of its module being
// loaded was left over from the test before and never made again (the flaky run of 7151997).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeJwt } from '../../test-utils.tsx'

let idle: (() => void)[] = []

beforeEach(() => {
  idle = []
  vi.resetModules()
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** The modules as index.ts sees them, made anew by resetModules. */
async function freshBuilder() {
  const { useAuth } = await import('../../lib/auth-store.ts')
  const { loadedPane } = await import('./prefetch.ts')
  const builder = await import('./index.ts')
  return { useAuth, loadedPane, ...builder }
}

/** The first import of the pane's modules is transformed on the spot: slow on a loaded machine. */
const IMPORT_WAIT = { timeout: 20_000 }

describe('the builder code is fetched ahead of New deck', () => {
  it('when the browser is idle after a logged-in player’s first screen', async () => {
    const { useAuth, loadedPane, BuilderPaneSlot } = await freshBuilder()
    render(<BuilderPaneSlot />)
    expect(idle).toHaveLength(0)
    cleanup()
    useAuth.getState().logIn(fakeJwt({ sub: '1abc', exp: 4e9 }), { username: 'Ann', badge: '1abc' })
    render(<BuilderPaneSlot />)
    expect(idle).toHaveLength(1)
    expect(loadedPane()).toBeNull()
    idle[0]?.()
    await waitFor(() => expect(loadedPane()).not.toBeNull(), IMPORT_WAIT)
  }, 30_000)

  it('as the pointer or focus reaches a builder control', async () => {
    const { loadedPane, builderIntent } = await freshBuilder()
    render(
      <button type="button" {...builderIntent}>
        New deck
      </button>,
    )
    expect(loadedPane()).toBeNull()
    fireEvent.pointerEnter(screen.getByRole('button'))
    await waitFor(() => expect(loadedPane()).not.toBeNull(), IMPORT_WAIT)
  }, 30_000)
})
