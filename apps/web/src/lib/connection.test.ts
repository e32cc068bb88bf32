import { afterEach, describe, expect, it } from 'vitest'
import { needsNetwork, refusedOffline, useConnection } from './offline.ts'
import { useToasts } from './toast-store.ts'

afterEach(() => {
  useConnection.setState({ online: true })
  useToasts.setState({ toasts: [] })
})

describe('actions that need the network', () => {
  it('go ahead online, saying nothing', () => {
    expect(refusedOffline('Publishing')).toBe(false)
    expect(useToasts.getState().toasts).toEqual([])
  })

  it('are refused offline with a toast naming the action, one at a time', () => {
    useConnection.setState({ online: false })
    expect(refusedOffline('Publishing')).toBe(true)
    expect(refusedOffline('Buying')).toBe(true)
    expect(useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'error', message: needsNetwork('Buying') },
    ])
    expect(needsNetwork('Buying')).toBe(
      'Buying needs a network connection, and this device is offline. Try again when you are back online.',
    )
  })
})
