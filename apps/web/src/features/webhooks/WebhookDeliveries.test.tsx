import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { WebhookDeliveries } from './WebhookDeliveries.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const at = '2026-11-27T02:00:00.000Z'

describe("an app's webhook deliveries", () => {
  it('lists each delivery with its state and what every attempt got', async () => {
    const fetch = mockFetch(() => ({
      body: {
        deliveries: [
          {
            id: 7,
            event_id: '5b0f6c9e-1c1e-4a57-9d64-2f3b3bd3a0f1',
            event: 'deck.saved',
            created: at,
            state: 'delivered',
            next_attempt: null,
            attempts: [
              { attempt: 1, attempted: at, status: 500, error: 'x', duration_ms: 12 },
              {
                attempt: 2,
                attempted: at,
                status: null,
                error: 'No answer within 10000 ms.',
                duration_ms: 10000,
              },
              { attempt: 3, attempted: at, status: 204, error: null, duration_ms: 8 },
            ],
          },
        ],
      },
    }))
    render(withQueryClient(<WebhookDeliveries clientId="app 1" />))
    expect(await screen.findByText('deck.saved')).toBeTruthy()
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/v2/apps/app%201/webhook-deliveries')
    const attempts = screen.getAllByRole('listitem').slice(1)
    expect(attempts.map((item) => item.textContent?.split(' · ').slice(0, 2).join(' · '))).toEqual([
      'HTTP 500 · 12 ms',
      'No answer within 10000 ms. · 10000 ms',
      'HTTP 204 · 8 ms',
    ])
    expect(screen.getByText(/^delivered/)).toBeTruthy()
  })

  it('says when there are none yet', async () => {
    mockFetch(() => ({ body: { deliveries: [] } }))
    render(withQueryClient(<WebhookDeliveries clientId="app" />))
    expect(await screen.findByText('No deliveries yet.')).toBeTruthy()
  })
})
