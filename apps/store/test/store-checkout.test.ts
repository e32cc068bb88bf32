import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE, startTestStore, type TestStore } from './support/store.ts'

let store: TestStore
beforeAll(async () => {
  store = await startTestStore()
})
afterAll(() => store.stop())

const RETURN_TO = 'https://site.example/decks/12/?x=1&y=2#buy'
const HOSTILE = `<script>alert("x")</script> & 'Co'`

async function openOrder(body: Record<string, unknown> = {}): Promise<string> {
  const reply = await store.post('/buy/', {
    sku: 'AR-POD-DECK-52',
    return_to: RETURN_TO,
    title: HOSTILE,
    cards: [
      { name: 'Aradel Summergaard', count: 1 },
      { name: 'Hammer Knight', count: 3 },
      { name: '<img src=x onerror=alert(1)>', count: 2 },
    ],
    ...body,
  })
  return reply.body.url
}

describe('GET /products/', () => {
  it('answers the catalogue of the products file, in its order and shape', async () => {
    const response = await fetch(`${store.url}/products/`)
    expect(response.status).toBe(200)
    const file = JSON.parse(readFileSync(store.config.productsFile, 'utf8'))
    expect(await response.json()).toEqual(file)
    // Without the slash too, as the site's router allows.
    expect((await fetch(`${store.url}/products`)).status).toBe(200)
  })

  it('STORE_PRODUCTS_FILE names another catalogue', async () => {
    const file = join(tmpdir(), `store-products-${process.pid}.json`)
    const one = JSON.parse(readFileSync(store.config.productsFile, 'utf8')).slice(0, 1)
    writeFileSync(file, JSON.stringify(one))
    const other = await startTestStore({ STORE_PRODUCTS_FILE: file })
    try {
      expect(await (await fetch(`${other.url}/products/`)).json()).toEqual(one)
    } finally {
      await other.stop()
      rmSync(file, { force: true })
    }
  })

  it('a broken products file stops the start, naming the file', async () => {
    const file = join(tmpdir(), `store-products-bad-${process.pid}.json`)
    writeFileSync(file, JSON.stringify([{ sku: 'X', price: 5 }]))
    try {
      await expect(startTestStore({ STORE_PRODUCTS_FILE: file })).rejects.toThrow(
        /^STORE_PRODUCTS_FILE: .*store-products-bad-\d+\.json is not a product list/,
      )
    } finally {
      rmSync(file, { force: true })
    }
  })
})

describe('the checkout page', () => {
  it('shows the product, the deck title, its cards with counts, the price and the way back', async () => {
    const response = await fetch(await openOrder())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('Printed deck (up to 52 cards)')
    expect(html).toContain('$19.95')
    expect(html).toContain('<caption>Cards (6)</caption>')
    expect(html).toContain('<td class="count">3</td><td>Hammer Knight</td>')
    expect(html).toContain('<button type="submit">Place order</button>')
    expect(html).toContain('href="https://site.example/decks/12/?x=1&amp;y=2#buy"')
  })

  it('escapes what the buyer sent; no script may run on it', async () => {
    const response = await fetch(await openOrder())
    const html = await response.text()
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('Place order records the order as placed and shows a confirmation; orders are kept', async () => {
    const url = await openOrder()
    const token = url.split('/').at(-2)
    const placed = await fetch(url, { method: 'POST', redirect: 'manual' })
    expect(placed.status).toBe(303)
    expect(placed.headers.get('location')).toBe(`/checkout/${token}/`)
    const html = await (await fetch(url)).text()
    expect(html).toContain('Your order has been placed.')
    expect(html).not.toContain('Place order</button>')
    expect(html).toContain('Hammer Knight')
    // A second press changes nothing.
    expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303)
    const [row] = await store.db.query<{ status: string; sku: string; return_to: string }>(
      'SELECT status, sku, return_to FROM store_order WHERE token = $1',
      [token],
    )
    expect(row).toEqual({ status: 'placed', sku: 'AR-POD-DECK-52', return_to: RETURN_TO })
  })

  it('an unknown order is a 404 page, and placing it too', async () => {
    const get = await fetch(`${store.url}/checkout/nothing-here/`)
    expect(get.status).toBe(404)
    expect(await get.text()).toContain('No such order')
    expect((await fetch(`${store.url}/checkout/nothing-here/`, { method: 'POST' })).status).toBe(
      404,
    )
  })

  it('the stylesheet is served', async () => {
    const css = await fetch(`${store.url}/store.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })
})

describe('CORS for the site origin only', () => {
  const preflight = (origin: string) =>
    fetch(`${store.url}/buy/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })

  it('the site may read the catalogue and post a buy', async () => {
    const response = await preflight(SITE)
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    )
    const products = await fetch(`${store.url}/products/`, { headers: { origin: SITE } })
    expect(products.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('any other origin gets no CORS answer', async () => {
    for (const origin of ['https://evil.example', 'https://site.example.evil.example', 'null']) {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull()
      const products = await fetch(`${store.url}/products/`, { headers: { origin } })
      expect(products.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
