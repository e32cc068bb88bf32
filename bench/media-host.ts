// A local stand-in for the media host (issue 31 item 4), for the benches whose figure includes
// fetching card images: the proxies PDF and the deck's link preview. It serves
// /images/cards/{stub}.jpg (legacy ones under /legacy) as the real host does, each card its own
// image of the real host's size and compression (SPEC section 9: 300 by 420 for current cards;
// a card JPEG there is some 50 KB), after a delay per image as a distant host's.
import { randomFrom, seedState } from '@ashes/game'
import { encode } from 'jpeg-js'
import { startLocalServer } from './support.ts'

/** The media host's current card images (SPEC section 9). */
export const CARD_WIDTH = 300
export const CARD_HEIGHT = 420
/** The host's answer time per image, from the request to the last byte: 50 to 100 ms. */
export const DELAY_MS = { min: 50, max: 100 }
const QUALITY = 85

/**
 * A card image as a photograph encodes: smooth gradients and soft shapes under a fine grain,
 * seeded by the card's stub, so every run serves the same bytes and each card its own. Flat
 * colour would compress to a few KB, and noise alone to far more than a card image.
 */
export function cardJpeg(stub: string): Buffer {
  const { result } = randomFrom(seedState(stub), (random) => {
    const width = CARD_WIDTH
    const height = CARD_HEIGHT
    // Soft shapes: a coarse grid of random colours, interpolated smoothly across the picture.
    const cell = 30
    const gridW = Math.ceil(width / cell) + 1
    const gridH = Math.ceil(height / cell) + 1
    const grid = Array.from({ length: gridW * gridH * 3 }, () => random() * 255)
    const top = [random() * 255, random() * 255, random() * 255]
    const bottom = [random() * 255, random() * 255, random() * 255]
    const data = Buffer.alloc(width * height * 4)
    const smooth = (t: number) => t * t * (3 - 2 * t)
    for (let y = 0; y < height; y++) {
      const gy = Math.floor(y / cell)
      const fy = smooth((y % cell) / cell)
      for (let x = 0; x < width; x++) {
        const gx = Math.floor(x / cell)
        const fx = smooth((x % cell) / cell)
        const grain = (random() - 0.5) * 34
        for (let c = 0; c < 3; c++) {
          const at = (ix: number, iy: number) => grid[(iy * gridW + ix) * 3 + c] as number
          const shapes =
            (at(gx, gy) * (1 - fx) + at(gx + 1, gy) * fx) * (1 - fy) +
            (at(gx, gy + 1) * (1 - fx) + at(gx + 1, gy + 1) * fx) * fy
          const gradient = ((top[c] as number) * (height - y) + (bottom[c] as number) * y) / height
          const value = 0.55 * shapes + 0.45 * gradient + grain
          data[(y * width + x) * 4 + c] = Math.max(0, Math.min(255, Math.round(value)))
        }
        data[(y * width + x) * 4 + 3] = 255
      }
    }
    return encode({ width, height, data }, QUALITY).data
  })
  return result
}

/** A stub's delay, the same on every run: spread over DELAY_MS by its hash. */
export const delayOf = (stub: string) =>
  DELAY_MS.min + (seedState(`delay:${stub}`) % (DELAY_MS.max - DELAY_MS.min + 1))

export interface MediaHost {
  /** The host's origin, as the server's MEDIA_URL. */
  url: string
  /** Each served card's image, by stub. */
  images: ReadonlyMap<string, Buffer>
  /** How many images it has answered with so far. */
  served: () => number
  close: () => Promise<void>
}

/**
 * Serves the images of these cards (made before it listens, so making them is not timed); any
 * other path is a 404, as a card the host has no image for. Closed with the bench, also on Ctrl-C.
 */
export async function startMediaHost(stubs: Iterable<string>): Promise<MediaHost> {
  const images = new Map([...new Set(stubs)].map((stub) => [stub, cardJpeg(stub)]))
  let served = 0
  const { url, close } = await startLocalServer((request, response) => {
    const match = /^(?:\/legacy)?\/images\/cards\/([^/]+)\.jpg$/.exec(request.url ?? '')
    const stub = match ? decodeURIComponent(match[1] as string) : ''
    const image = images.get(stub)
    if (!image) {
      response.writeHead(404).end()
      return
    }
    setTimeout(() => {
      served++
      response
        .writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': image.length })
        .end(image)
    }, delayOf(stub))
  })
  return { url, images, served: () => served, close }
}
