import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { StoreBuyReply, StoreBuyRequest, StoreProducts } from './store.ts'

const DATA = join(import.meta.dirname, '../../../../shared/data/store-products.json')
const firstMessage = (body: unknown) => StoreBuyRequest.safeParse(body).error?.issues[0]?.message

describe('the partner store contract', () => {
  it('the catalogue of the data files is a product list', () => {
    const products = StoreProducts.parse(JSON.parse(readFileSync(DATA, 'utf8')))
    expect(products.length).toBeGreaterThan(0)
  })

  it('a buy request names what is wrong with it', () => {
    const good = { sku: 'A', return_to: 'https://site.example/decks/1/#buy' }
    expect(StoreBuyRequest.safeParse(good).success).toBe(true)
    expect(firstMessage({ return_to: good.return_to })).toBe('sku is required.')
    expect(firstMessage({ ...good, sku: 5 })).toBe('sku must be text.')
    expect(firstMessage({ ...good, return_to: 'javascript:alert(1)' })).toMatch(/^return_to must/)
    expect(firstMessage({ ...good, cards: [{ name: 'X', count: 0 }] })).toMatch(/card count/)
    expect(firstMessage([])).toMatch(/JSON object/)
  })

  it('a reply is a url or a refusal with a message', () => {
    expect(StoreBuyReply.parse({ url: 'https://store.example/checkout/x/' })).toHaveProperty('url')
    expect(StoreBuyReply.parse({ ok: false, message: 'No.' })).toEqual({
      ok: false,
      message: 'No.',
    })
    expect(StoreBuyReply.safeParse({ ok: true }).success).toBe(false)
  })
})
