// The colour theme is a device option (issue 18) offered in the account menu; a player looking
// for it on the settings page finds it there too (issue 26 item 5), the same store behind both.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { DEFAULT_OPTIONS, useOptions } from '../lib/options-store.ts'
import { openOwnSettings } from '../test-fixtures/account.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  useOptions.setState({ theme: DEFAULT_OPTIONS.theme })
  localStorage.clear()
})

describe('settings page: theme', () => {
  it('offers System, Light and Dark, showing and setting the theme the account menu sets', async () => {
    useOptions.getState().setOption('theme', 'light')
    openOwnSettings()
    const group = await screen.findByRole('group', { name: 'Theme' }, { timeout: 10_000 })
    const pressed = () =>
      within(group)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent)
    expect(pressed()).toEqual(['Light'])
    fireEvent.click(within(group).getByRole('button', { name: 'Dark' }))
    expect(useOptions.getState().theme).toBe('dark')
    expect(pressed()).toEqual(['Dark'])
  }, 15_000)
})
