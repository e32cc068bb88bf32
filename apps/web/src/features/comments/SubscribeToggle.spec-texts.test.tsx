// Pins SPEC §8's subscription toasts as the SPEC words them, and §4's toggle rule: subscribed
// (a last-seen id set) deletes the subscription, otherwise it creates one.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '../../lib/toast-store.ts'
import { mockFetch } from '../../test-utils.tsx'
import { type CommentTarget, SubscribeToggle } from './SubscribeToggle.tsx'

async function toggle(target: CommentTarget, lastSeen: number | null) {
  const fetchMock = mockFetch(() => ({ body: { last_seen_entity_id: 77 } }))
  const onChange = vi.fn()
  render(<SubscribeToggle entityId={5} target={target} lastSeen={lastSeen} onChange={onChange} />)
  fireEvent.click(
    screen.getByRole('button', { name: lastSeen === null ? 'Subscribe' : 'Unsubscribe' }),
  )
  await waitFor(() => expect(onChange).toHaveBeenCalled())
  const [url, init] = fetchMock.mock.calls[0] ?? []
  return {
    request: `${init?.method} ${String(url)}`,
    lastSeen: onChange.mock.calls[0]?.[0],
    toasts: useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message })),
  }
}

describe('subscribe toggle texts (SPEC §8 success messages)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useToasts.setState({ toasts: [] })
  })

  it("subscribing to a deck: 'You have subscribed to this deck's updates and comments!'", async () => {
    expect(await toggle('deck', null)).toEqual({
      request: 'POST /v2/subscription/5',
      lastSeen: 77,
      toasts: [
        { kind: 'success', message: "You have subscribed to this deck's updates and comments!" },
      ],
    })
  })

  it("unsubscribing from a deck: 'You have unsubscribed from this deck!'", async () => {
    expect(await toggle('deck', 70)).toEqual({
      request: 'DELETE /v2/subscription/5',
      lastSeen: null,
      toasts: [{ kind: 'success', message: 'You have unsubscribed from this deck!' }],
    })
  })

  it("subscribing to a card: 'You have subscribed to this card's comments!'", async () => {
    expect((await toggle('card', null)).toasts).toEqual([
      { kind: 'success', message: "You have subscribed to this card's comments!" },
    ])
  })

  it("unsubscribing from a card: 'You have unsubscribed from this card!'", async () => {
    expect((await toggle('card', 70)).toasts).toEqual([
      { kind: 'success', message: 'You have unsubscribed from this card!' },
    ])
  })
})
