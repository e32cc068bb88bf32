// A developer's app in account settings (issue 48 item 7): edit, new secrets, delete that a
// double click cannot trigger, and redelivering a webhook delivery.
import type { RegisteredApp } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../lib/api.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { ARMING_MS } from './DeleteAppDialog.tsx'
import { DeveloperApp } from './DeveloperApp.tsx'
import { deliveriesKey } from './developer-api.ts'
import { RedeliverButton } from './RedeliverButton.tsx'

const APP: RegisteredApp = {
  client_id: 'table-sim',
  name: 'Table Sim',
  client_type: 'confidential',
  redirect_uris: ['https://sim.example/back'],
  logo_url: null,
  webhook_url: 'https://sim.example/hooks',
  webhook_secret: 'whsec',
  previous_client_secret_expires: null,
  previous_webhook_secret_expires: null,
  created: '2026-11-27T02:00:00.000Z',
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method)

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderApp(app = APP) {
  const changed = vi.fn(async () => {})
  render(withQueryClient(<DeveloperApp app={app} changed={changed} />))
  return changed
}

describe('a developer app', () => {
  it('edits its fields, sending them all, and shows a refusal under its field', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'PATCH' && String(init.body).includes('bad')
        ? { status: 422, body: { detail: [{ loc: ['body', 'name'], msg: 'Bad name.' }] } }
        : { body: { ...APP, name: 'Table Sim 2' } },
    )
    const changed = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const name = screen.getByLabelText('App name') as HTMLInputElement
    expect(name.value).toBe('Table Sim')
    fireEvent.change(name, { target: { value: 'bad\u202Ename' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Bad name.')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(name, { target: { value: 'Table Sim 2' } })
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: ' ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(changed).toHaveBeenCalled())
    // Said with the name it was saved with.
    expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Table Sim 2 saved.')
    const [url, init] = calls(fetchMock, 'PATCH')[1] ?? []
    expect(url).toBe('/v2/developer/apps/table-sim')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Table Sim 2',
      redirect_uris: ['https://sim.example/back'],
      logo_url: null,
      webhook_url: null,
    })
    expect(screen.queryByLabelText('App name')).toBeNull()
  })

  it('shows a new client secret once, with when the old one stops working', async () => {
    const graceEnds = '2026-11-28T02:00:00.000Z'
    mockFetch(() => ({
      body: { ...APP, client_secret: 'n3w', previous_client_secret_expires: graceEnds },
    }))
    renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'New client secret' }))
    const notice = await screen.findByRole('status')
    expect(within(notice).getByText('n3w')).toBeTruthy()
    expect(within(notice).getByText(/not shown again/)).toBeTruthy()
    expect(notice.querySelector('time')?.getAttribute('datetime')).toBe(graceEnds)
  })

  it('has no client secret to renew when public', () => {
    mockFetch(() => ({ body: {} }))
    renderApp({ ...APP, client_type: 'public' })
    expect(screen.queryByRole('button', { name: 'New client secret' })).toBeNull()
    expect(screen.getByRole('button', { name: 'New webhook secret' })).toBeTruthy()
  })

  it('deletes only from its dialog, whose Delete ignores a double click', async () => {
    vi.useFakeTimers()
    const fetchMock = mockFetch(() => ({ body: {} }))
    const changed = renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Table Sim?' })
    // Cancel takes the focus, so a key pressed twice does not delete either.
    expect(document.activeElement?.textContent).toBe('Cancel')
    // The second click of a double click lands on the dialog's Delete at once.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete app' }))
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0)
    act(() => vi.advanceTimersByTime(ARMING_MS))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete app' }))
    vi.useRealTimers()
    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(calls(fetchMock, 'DELETE').map(([url]) => url)).toEqual(['/v2/developer/apps/table-sim'])
  })

  it('is kept when its delete dialog is cancelled', () => {
    const fetchMock = mockFetch(() => ({ body: {} }))
    renderApp()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0)
  })
})

describe('redelivering', () => {
  it('queues a past delivery again and refreshes the delivery list', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'POST'
        ? { status: 202, body: { id: 4, event_id: 'e1' } }
        : { body: { deliveries: [] } },
    )
    /** Stands for the delivery list (features/webhooks), which reads the same query. */
    function DeliveryList() {
      useQuery({
        queryKey: deliveriesKey('table-sim'),
        queryFn: () => api('/v2/apps/table-sim/webhook-deliveries'),
      })
      return null
    }
    render(
      withQueryClient(
        <>
          <DeliveryList />
          <RedeliverButton clientId="table-sim" deliveryId={3} />
        </>,
      ),
    )
    await waitFor(() => expect(calls(fetchMock, 'GET')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Redeliver' }))
    await waitFor(() => expect(calls(fetchMock, 'GET')).toHaveLength(2))
    expect(calls(fetchMock, 'POST').map(([url]) => url)).toEqual([
      '/v2/developer/apps/table-sim/deliveries/3/redeliver',
    ])
  })
})
