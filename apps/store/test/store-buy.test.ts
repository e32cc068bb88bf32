import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE, startTestStore, type TestStore } from './support/store.ts'

let store: TestStore
beforeAll(async () => {
  store = await startTestStore()
})
afterAll(() => store.stop())

const RETURN_TO = `${SITE}/decks/12/#buy`
const cards = (...counts: number[]) => counts.map((count, i) => ({ name: `Card ${i}`, count }))
const deck = { sku: 'AR-POD-DECK-52', return_to: RETURN_TO, title: 'Mine', cards: cards(1, 3, 3) }

/** A refusal is the contract's `{ok: false, message}`, answered 200 so the site shows it. */
async function refusal(body: unknown, headers?: Record<string, string>): Promise<string> {
  const response = await store.post('/buy/', body, headers)
  expect(response.status).toBe(200)
  expect(response.body).toEqual({ ok: false, message: expect.any(String) })
  return response.body.message
}

describe('POST /buy/ opens an order', () => {
  it('answers the checkout page of a new order for a good request', async () => {
    const response = await store.post('/buy/', deck)
    expect(response.status).toBe(200)
    expect(Object.keys(response.body)).toEqual(['url'])
    expect(response.body.url).toMatch(new RegExp(`^${store.url}/checkout/[\\w-]{20,}/$`))
    const again = await store.post('/buy/', deck)
    expect(again.body.url).not.toBe(response.body.url)
  })

  it('takes a list of exactly max cards, a product without cards, and null optional fields', async () => {
    expect((await store.post('/buy/', { ...deck, cards: cards(50, 2) })).body).toHaveProperty('url')
    const dice = { sku: 'AR-DICE-CHARM-5', return_to: `${SITE}/` }
    expect((await store.post('/buy/', dice)).body).toHaveProperty('url')
    expect((await store.post('/buy/', { ...dice, title: null, cards: [] })).body).toHaveProperty(
      'url',
    )
  })
})

describe('POST /buy/ refuses every bad input with a message', () => {
  it('an unknown or unavailable SKU', async () => {
    expect(await refusal({ ...deck, sku: 'NOPE' })).toBe("There is no product with the SKU 'NOPE'.")
    expect(await refusal({ ...deck, sku: 'AR-PNP-DECK' })).toBe(
      'Print-and-play deck (PDF) is not available at the moment.',
    )
    expect(await refusal({ ...deck, sku: '' })).toBe('sku is required.')
    expect(await refusal({ return_to: RETURN_TO })).toBe('sku is required.')
    expect(await refusal({ ...deck, sku: 52 })).toBe('sku must be text.')
  })

  it('a card list over the product max, or a list for a product that takes none', async () => {
    expect(await refusal({ ...deck, cards: cards(50, 3) })).toBe(
      'Printed deck (up to 52 cards) holds at most 52 cards; this list has 53.',
    )
    const dice = { sku: 'AR-DICE-CHARM-5', return_to: RETURN_TO, cards: cards(1) }
    expect(await refusal(dice)).toBe('Charm dice (set of 5) takes no card list.')
    expect(await refusal({ ...deck, cards: [] })).toBe(
      'Printed deck (up to 52 cards) prints a deck: send its cards.',
    )
  })

  it('a malformed or non-http(s) return_to', async () => {
    for (const returnTo of ['decks/12/', 'javascript:alert(1)', 'ftp://site.example/', 'http//x']) {
      expect(await refusal({ ...deck, return_to: returnTo }), returnTo).toMatch(
        /^return_to must be an http or https address/,
      )
    }
    expect(await refusal({ ...deck, return_to: undefined })).toBe('return_to is required.')
    expect(await refusal({ ...deck, return_to: ['x'] })).toBe('return_to must be text.')
    expect(await refusal({ ...deck, return_to: `${SITE}/${'x'.repeat(2000)}` })).toBe(
      'return_to must be at most 2000 characters.',
    )
    // The longest allowed.
    const longest = `${SITE}/${'x'.repeat(2000 - SITE.length - 1)}`
    expect((await store.post('/buy/', { ...deck, return_to: longest })).body).toHaveProperty('url')
  })

  it('a return_to outside the site (STORE_SITE_ORIGIN): it becomes the way back from checkout', async () => {
    const others = [
      'https://evil.example/decks/12/#buy',
      'http://site.example/decks/12/',
      'https://site.example.evil.example/',
      'https://site.example:8443/',
      'https://user@evil.example/',
    ]
    for (const returnTo of others) {
      expect(await refusal({ ...deck, return_to: returnTo }), returnTo).toBe(
        'return_to must be an address on the site https://site.example, such as https://site.example/decks/1/#buy.',
      )
    }
    expect(
      (await store.post('/buy/', { ...deck, return_to: 'HTTPS://SITE.example:443/x' })).body,
    ).toHaveProperty('url')
  })

  it('bad types and bad cards', async () => {
    expect(await refusal({ ...deck, title: 7 })).toBe('title must be text.')
    expect(await refusal({ ...deck, title: 'x'.repeat(256) })).toBe(
      'title must be at most 255 characters.',
    )
    expect(await refusal({ ...deck, title: 'a\0b' })).toBe(
      'title must not contain the NUL character.',
    )
    expect(await refusal({ ...deck, cards: 'all of them' })).toBe(
      'cards must be a list of {name, count} objects.',
    )
    expect(await refusal({ ...deck, cards: [5] })).toBe(
      'Each entry of cards must be an object {name, count}.',
    )
    for (const count of [0, -1, 1.5, '2', 101, null]) {
      expect(await refusal({ ...deck, cards: [{ name: 'X', count }] }), String(count)).toBe(
        'A card count must be a whole number from 1 to 100.',
      )
    }
    expect(await refusal({ ...deck, cards: [{ name: '', count: 1 }] })).toBe(
      'A card name must not be empty.',
    )
    expect(await refusal({ ...deck, cards: [{ count: 1 }] })).toBe('A card name is required.')
  })

  it('a body that is not a JSON object', async () => {
    expect(await refusal('{"sku":')).toBe('The request body is not valid JSON.')
    expect(await refusal('sku=AR-POD-DECK-52', { 'content-type': 'text/plain' })).toBe(
      'The request body is not valid JSON.',
    )
    for (const body of ['[]', '"sku"', '3', 'null']) {
      expect(await refusal(body), body).toBe(
        'The request must be a JSON object {sku, return_to, title, cards}.',
      )
    }
    const empty = await fetch(`${store.url}/buy/`, { method: 'POST' })
    expect(await empty.json()).toEqual({ ok: false, message: 'sku is required.' })
  })

  it('a body too large is refused with a status and a message, not a dropped connection', async () => {
    const huge = { ...deck, title: 'x'.repeat(2_000_000) }
    const response = await store.post('/buy/', huge)
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ ok: false, message: expect.stringMatching(/too large/i) })
  })
})

describe('an unknown address', () => {
  it('is a 404 with a message that does not echo the request', async () => {
    const response = await fetch(`${store.url}/nothing/%3Cscript%3Ealert(1)%3C/script%3E?x=<b>`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ ok: false, message: 'No such address.' })
  })
})
