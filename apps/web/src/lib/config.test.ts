import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  document.head.innerHTML = ''
  vi.resetModules()
})

describe('the store address comes from the page at run time', () => {
  it('reads the meta element the server writes, without a trailing slash', async () => {
    document.head.innerHTML = '<meta name="ashes-store-url" content="https://store.example/shop/">'
    expect((await import('./config.ts')).storeUrl).toBe('https://store.example/shop')
  })

  it('is empty when the page names no store', async () => {
    expect((await import('./config.ts')).storeUrl).toBe('')
  })
})
