import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testProducts } from '../test-fixtures/products.ts'
import { mockFetch } from '../test-utils.tsx'
import { loadProducts, useProducts } from './products.ts'

describe('product list', () => {
  beforeEach(() => useProducts.setState({ loaded: false, products: [] }))
  afterEach(() => vi.unstubAllGlobals())

  it("loads the store's /products/ once and keeps every well-formed product", async () => {
    const fetch = mockFetch(() => ({ body: [...testProducts, { sku: 'broken' }, null] }))
    await loadProducts('https://store.example')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[0]).toBe('https://store.example/products/')
    expect(useProducts.getState()).toEqual({ loaded: true, products: testProducts })
  })

  it('a store answering an error leaves the list empty, loaded', async () => {
    mockFetch(() => ({ status: 500, body: { detail: 'down' } }))
    await loadProducts('https://store.example')
    expect(useProducts.getState()).toEqual({ loaded: true, products: [] })
  })

  it('a store that cannot be reached leaves the list empty, loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await loadProducts('https://store.example')
    expect(useProducts.getState()).toEqual({ loaded: true, products: [] })
  })

  it('without a store there is nothing to ask: the list is empty', async () => {
    const fetch = mockFetch(() => ({ body: testProducts }))
    await loadProducts('')
    expect(fetch).not.toHaveBeenCalled()
    expect(useProducts.getState()).toEqual({ loaded: true, products: [] })
  })
})
