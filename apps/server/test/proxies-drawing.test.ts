import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Card } from '@ashes/api'
import { parseCardText } from '@ashes/game'
import { PDFDocument } from 'pdf-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { CardImages } from '../src/modules/proxies/card-images.ts'
import { CardFonts } from '../src/modules/proxies/fonts.ts'
import { proxySheet, sheetLayout } from '../src/modules/proxies/sheet.ts'
import {
  fitText,
  glueCounts,
  type Measure,
  paragraphsOf,
} from '../src/modules/proxies/text-layout.ts'
import { readProxiesPdf } from './support/pdf.ts'

const MM = 72 / 25.4

describe('proxy sheet layout', () => {
  it.each(['a4', 'letter'] as const)(
    '%s: nine 63 x 88 mm cards centred, cut marks in the margins',
    (paper) => {
      const layout = sheetLayout(paper)
      expect(layout.card.width).toBeCloseTo(63 * MM, 6)
      expect(layout.card.height).toBeCloseTo(88 * MM, 6)
      expect(layout.slots).toHaveLength(9)
      const left = Math.min(...layout.slots.map((slot) => slot.x))
      const bottom = Math.min(...layout.slots.map((slot) => slot.y))
      const right = Math.max(...layout.slots.map((slot) => slot.x)) + layout.card.width
      const top = Math.max(...layout.slots.map((slot) => slot.y)) + layout.card.height
      expect(left).toBeCloseTo(layout.width - right, 6)
      expect(bottom).toBeCloseTo(layout.height - top, 6)
      // 4 vertical and 4 horizontal cut lines, each marked at both ends, never on a card or off the page.
      expect(layout.marks).toHaveLength(16)
      for (const { start, end } of layout.marks) {
        for (const point of [start, end]) {
          expect(point.x).toBeGreaterThan(0)
          expect(point.x).toBeLessThan(layout.width)
          expect(point.y).toBeGreaterThan(0)
          expect(point.y).toBeLessThan(layout.height)
          const inside = point.x > left && point.x < right && point.y > bottom && point.y < top
          expect(inside).toBe(false)
        }
      }
    },
  )
})

describe('drawn cards', () => {
  it('spell characters the standard fonts lack in WinAnsi, else show ?', async () => {
    const fonts = await CardFonts.embed(await PDFDocument.create())
    expect(fonts.text('Ünïcode ≤ 3 → “ő” 漢\u0001')).toBe('Ünïcode <= 3 -> “o” ??')
  })

  it('draw a card whose text the fonts cannot show in full, without failing', async () => {
    const card: Card = {
      name: 'Łódź 漢字 Spirit',
      stub: 'lodz-spirit',
      type: 'Ally',
      release: { name: 'Test', stub: 'test' },
      cost: ['[[main]]', ['1 [[astral:class]]', '1 [[artifice:power]]']],
      text: 'Ωmega: deal ≥ 2 damage. [[Unknown token]] ~ 漢',
      attack: 'X',
      life: 2,
      recover: 0,
    }
    const bytes = await proxySheet({
      title: '漢字 deck',
      paper: 'a4',
      copies: [{ card, legacy: false }],
      imageOf: () => undefined,
    })
    const sheet = await readProxiesPdf(bytes)
    expect(sheet.title).toBe('漢字 deck')
    expect(sheet.pages[0]?.proxies).toHaveLength(1)
    expect(sheet.pages[0]?.proxies[0]?.texts[0]).toBe('?ódz ?? Spirit')
    expect(sheet.pages[0]?.proxies[0]?.texts).toContain('Artifice power')
  })

  it('an image that does not embed (not a JPEG after all) is drawn instead', async () => {
    const card = {
      name: 'Cover',
      stub: 'cover',
      type: 'Action Spell',
      release: { name: 'R', stub: 'r' },
    }
    const bad: string[] = []
    const bytes = await proxySheet({
      title: 'Broken',
      paper: 'letter',
      copies: [{ card, legacy: false }],
      imageOf: () => ({ format: 'jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]) }),
      onBadImage: (copy) => bad.push(copy.card.stub),
    })
    expect((await readProxiesPdf(bytes)).pages[0]?.proxies[0]).toMatchObject({
      drawn: true,
      card: 'Cover',
    })
    expect(bad).toEqual(['cover'])
  })
})

describe('card text layout', () => {
  // Every character one unit wide at size 1: widths are easy to count.
  const measure: Measure = {
    space: (size) => size,
    segment: (segment, size) => (segment.kind === 'text' ? segment.text.length : 6) * size,
  }

  it('keeps a count with its die and shrinks the text until it fits the box', () => {
    const paragraphs = paragraphsOf(
      parseCardText(glueCounts('Pay 2 [[basic]] to draw a card now.')),
    )
    const words = paragraphs[0]?.lines.flat() ?? []
    expect(words[1]).toEqual([
      { kind: 'text', text: '2\u00a0', style: 'regular' },
      { kind: 'die', die: 'basic', face: null },
    ])
    const roomy = fitText(paragraphs, { width: 1000, height: 100 }, measure, { max: 9, min: 4 })
    expect(roomy).toMatchObject({ size: 9, fits: true })
    expect(roomy.paragraphs[0]?.lines).toHaveLength(1)
    const tight = fitText(paragraphs, { width: 100, height: 12 }, measure, { max: 9, min: 4 })
    expect(tight.fits).toBe(true)
    expect(tight.size).toBeLessThan(9)
    expect((tight.paragraphs[0]?.lines.length ?? 99) * tight.lineHeight).toBeLessThanOrEqual(12)
  })
})

describe('card images from the media host', () => {
  const servers: { close: () => void }[] = []
  afterEach(() => {
    for (const server of servers.splice(0)) server.close()
  })

  async function host(answer: (path: string) => 'jpeg' | 'hang' | number) {
    const asked: string[] = []
    let inFlight = 0
    let mostInFlight = 0
    const server = createServer((request, response) => {
      const path = request.url ?? ''
      asked.push(path)
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      const reply = answer(path)
      if (reply === 'hang') return
      setTimeout(() => {
        inFlight--
        if (reply === 'jpeg')
          response.writeHead(200).end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
        else response.writeHead(reply).end()
      }, 20)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push({
      close: () => {
        server.closeAllConnections()
        server.close()
      },
    })
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      asked,
      mostInFlight: () => mostInFlight,
    }
  }
  const refs = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ stub: `card-${i}`, legacy: false }))

  it('asks at most `concurrency` at once, each image once, and keeps them', async () => {
    const media = await host(() => 'jpeg')
    const images = new CardImages(media.url, { concurrency: 3 })
    const found = await images.images([...refs(10), ...refs(10)])
    expect(found.size).toBe(10)
    expect(media.asked).toHaveLength(10)
    expect(media.mostInFlight()).toBeLessThanOrEqual(3)
    await images.images(refs(10))
    expect(media.asked).toHaveLength(10)
  })

  it('a host that does not answer in time is left alone for a while; a missing card is not asked again', async () => {
    let now = 0
    const media = await host((path) =>
      path.includes('card-0') ? 404 : path.includes('slow') ? 'hang' : 'jpeg',
    )
    const images = new CardImages(media.url, { timeoutMs: 500, retryAfterMs: 1000, now: () => now })
    expect((await images.images(refs(2))).size).toBe(1)
    expect((await images.images([{ stub: 'slow', legacy: false }])).size).toBe(0)
    const asked = media.asked.length
    // Down: nothing is asked, whatever the card; the missing card is not asked either.
    expect((await images.images([...refs(1), { stub: 'card-5', legacy: false }])).size).toBe(0)
    expect(media.asked).toHaveLength(asked)
    now += 1001
    expect((await images.images([{ stub: 'card-5', legacy: false }])).size).toBe(1)
    expect(media.asked.at(-1)).toBe('/images/cards/card-5.jpg')
  })

  it('keeps no more bytes than its budget, dropping the least recently used', async () => {
    const media = await host(() => 'jpeg')
    // Each image is 7 bytes: room for two. One at a time, so they arrive in order.
    const images = new CardImages(media.url, { maxCachedBytes: 14, concurrency: 1 })
    await images.images(refs(3))
    expect(media.asked).toHaveLength(3)
    await images.images(refs(3).slice(1))
    expect(media.asked).toHaveLength(3)
    await images.images(refs(1))
    expect(media.asked).toHaveLength(4)
  })
})
