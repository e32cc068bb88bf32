import type { UserSelf } from '@ashes/api'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import { ownAccount } from '../../test-fixtures/account.tsx'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { AccountSettingsForm } from './AccountSettingsForm.tsx'

/** The account with the newsletter chosen and activity mail refused, the rest the fixture's. */
const account = (overrides: Partial<UserSelf> = {}) =>
  ownAccount({ newsletter_opt_in: true, exclude_subscriptions: true, ...overrides })

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('account settings: email choices', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
  })

  it('shows the newsletter and subscription choices the account has', () => {
    mockFetch(() => ({ body: [] }))
    render(withQueryClient(<AccountSettingsForm account={account()} />))
    expect(box(/newsletter/).checked).toBe(true)
    expect(box(/new comments on cards and decks/).checked).toBe(false)
    expect(box(/out of activity mail/).checked).toBe(true)
  })

  it('saves changed choices with the other settings', async () => {
    const fetch = mockFetch((_url, init) =>
      init?.method === 'PATCH' ? { body: account(JSON.parse(String(init.body))) } : { body: [] },
    )
    render(withQueryClient(<AccountSettingsForm account={account()} />))
    fireEvent.click(box(/newsletter/))
    fireEvent.click(box(/new comments on cards and decks/))
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(useToasts.getState().toasts[0]?.message).toBe('Account settings saved!'),
    )
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(String(patch?.[0])).toBe('/v2/players/me')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      username: 'Ann',
      newsletter_opt_in: false,
      email_subscriptions: true,
      exclude_subscriptions: true,
    })
  })
})
