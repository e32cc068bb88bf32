import { decode } from 'jpeg-js'
import { afterAll, describe, expect, it } from 'vitest'
import { CARD_HEIGHT, CARD_WIDTH, DELAY_MS, delayOf, startMediaHost } from './media-host.ts'

describe("the bench's media host", async () => {
  const host = await startMediaHost(['aradel-summergaard', 'molten-gold'])
  afterAll(() => host.close())

  it("serves each card its own JPEG of the real host's size and weight", async () => {
    const reply = await fetch(`${host.url}/images/cards/molten-gold.jpg`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('image/jpeg')
    const bytes = new Uint8Array(await reply.arrayBuffer())
    const image = decode(bytes, { useTArray: true })
    expect([image.width, image.height]).toEqual([CARD_WIDTH, CARD_HEIGHT])
    // A card JPEG on the media host is some 30 to 60 KB.
    expect(bytes.length).toBeGreaterThan(30 * 1024)
    expect(bytes.length).toBeLessThan(60 * 1024)
    expect(Buffer.from(bytes).equals(host.images.get('aradel-summergaard') as Buffer)).toBe(false)
    expect(host.served()).toBe(1)
  })

  it('makes the same image for a card on every run', async () => {
    const again = await startMediaHost(['molten-gold'])
    try {
      expect(
        again.images.get('molten-gold')?.equals(host.images.get('molten-gold') as Buffer),
      ).toBe(true)
    } finally {
      await again.close()
    }
  })

  it('answers 404 for a card it has no image for, as the real host', async () => {
    const reply = await fetch(`${host.url}/images/cards/no-such-card.jpg`)
    expect(reply.status).toBe(404)
  })

  it("delays each card's image by 50 to 100 ms, the same every run", () => {
    for (const stub of ['molten-gold', 'aradel-summergaard', 'hidden-power']) {
      expect(delayOf(stub)).toBeGreaterThanOrEqual(DELAY_MS.min)
      expect(delayOf(stub)).toBeLessThanOrEqual(DELAY_MS.max)
      expect(delayOf(stub)).toBe(delayOf(stub))
    }
  })
})
