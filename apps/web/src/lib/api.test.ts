import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../test-utils.tsx'
import { api } from './api.ts'

describe('api()', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for keepalive only when told, so a request can outlive a closing tab', async () => {
    const fetchMock = mockFetch(() => ({ body: { id: 1 } }))
    await api('/v2/decks', { method: 'PUT', json: { title: 'Kept' }, keepalive: true })
    await api('/v2/decks/mine')
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'PUT',
      keepalive: true,
      body: '{"title":"Kept"}',
    })
    expect(fetchMock.mock.calls[1]?.[1]?.keepalive).toBeUndefined()
  })
})
