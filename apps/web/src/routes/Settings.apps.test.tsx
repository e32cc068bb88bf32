// A developer sees, under each app registered in account settings, the webhook deliveries the site
// made to it and what each attempt got (issue 28 item 2): the list is of the webhooks feature,
// placed by the settings page under the apps feature's registration.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { openOwnSettings } from '../test-fixtures/account.tsx'

const at = '2026-11-27T02:00:00.000Z'
const registered = {
  client_id: 'table-sim',
  name: 'Table Sim',
  redirect_uris: ['https://sim.example/back'],
  logo_url: null,
  webhook_url: 'https://sim.example/hook',
  webhook_secret: 'whsec',
  created: at,
}
const deliveries = [
  {
    id: 1,
    event_id: '5b0f6c9e-1c1e-4a57-9d64-2f3b3bd3a0f1',
    event: 'deck.published',
    created: at,
    state: 'delivered',
    next_attempt: null,
    attempts: [{ attempt: 1, attempted: at, status: 204, error: null, duration_ms: 8 }],
  },
]

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  localStorage.clear()
})

describe('settings page: your apps', () => {
  it("lists each registered app's webhook deliveries under it", async () => {
    openOwnSettings((url) => {
      if (url === '/v2/developer/apps') return { body: { results: [registered] } }
      if (url === '/v2/apps/table-sim/webhook-deliveries') return { body: { deliveries } }
      if (url === '/v2/account/apps') return { body: { results: [] } }
    })
    const heading = await screen.findByRole('heading', { name: 'Table Sim' }, { timeout: 10_000 })
    const app = heading.closest('li') as HTMLElement
    expect(await within(app).findByText('deck.published')).toBeTruthy()
  }, 15_000)
})
