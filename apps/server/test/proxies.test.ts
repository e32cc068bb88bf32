import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { byCodePoint, SECTION_ORDER } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { CARD_DATA_DIR } from './support/database.ts'
import { MIST_GUARDIAN, saveDeck, snapshotDeck } from './support/decks.ts'
import { readProxiesPdf } from './support/pdf.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

/** A 12 x 16 px JPEG: what the stand-in media host answers for a card image. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIABAADAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMi2t4GtoiYYySgJJUeldsYx5VocspO71M3Vo0juVCIqjYDhRjuawrJKWhtSba1NK2uIFtogZowQgBBYelbxlHlWpjKLu9DN1aRJLlSjqw2AZU57msKzTlobUk0tT//Z',
  'base64',
)
/** A4 and Letter in points. */
const A4 = { width: 595.28, height: 841.89 }
const LETTER = { width: 612, height: 792 }

interface DataCard {
  name: string
  stub: string
  type: string
  copies?: number
  conjurations?: { stub: string }[]
}
interface DataDeck {
  title: string
  phoenixborn: string
  is_legacy: boolean
  cards: { stub: string; count: number }[]
}
const readData = <T>(file: string): T => JSON.parse(readFileSync(join(CARD_DATA_DIR, file), 'utf8'))
const CARDS = new Map(readData<DataCard[]>('cards.json').map((card) => [card.stub, card]))
const MIST_PRECON = readData<DataDeck[]>('decks-preconstructed.json').find(
  (deck) => deck.title === 'The Mist Guardian' && !deck.is_legacy,
) as DataDeck
const card = (stub: string) => CARDS.get(stub) as DataCard

/** The deck's proxies as the data files say: the Phoenixborn, cards by type then name, each copy. */
function expectedCards(deck: Pick<DataDeck, 'phoenixborn' | 'cards'>): string[] {
  const rank = (type: string) => SECTION_ORDER.indexOf(type as (typeof SECTION_ORDER)[number])
  const cards = deck.cards
    .map((entry) => ({ ...card(entry.stub), count: entry.count }))
    .sort((a, b) => rank(a.type) - rank(b.type) || byCodePoint(a.name, b.name))
  return [card(deck.phoenixborn).name, ...cards.flatMap((c) => Array(c.count).fill(c.name))]
}

/** The conjuration pile: everything the cards and Phoenixborn conjure, followed through chains. */
function expectedConjurations(deck: Pick<DataDeck, 'phoenixborn' | 'cards'>): string[] {
  const found = new Set<string>()
  const visit = (stub: string) => {
    for (const { stub: conjured } of card(stub).conjurations ?? []) {
      if (!found.has(conjured)) {
        found.add(conjured)
        visit(conjured)
      }
    }
  }
  for (const stub of [deck.phoenixborn, ...deck.cards.map((entry) => entry.stub)]) visit(stub)
  return [...found]
    .map(card)
    .sort((a, b) => byCodePoint(a.name, b.name))
    .flatMap((c) => Array(c.copies ?? 0).fill(c.name))
}

/** A stand-in media host: a JPEG for every card image but `missing`, each request noted. */
async function startMediaHost(missing: string[] = []) {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const path = request.url ?? ''
    requests.push(path)
    const stub = /^(?:\/legacy)?\/images\/cards\/([^/]+)\.jpg$/.exec(path)?.[1]
    if (!stub || missing.includes(stub)) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TINY_JPEG)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, requests, close: () => new Promise((resolve) => server.close(resolve)) }
}

let down: TestApp
let up: TestApp
let media: Awaited<ReturnType<typeof startMediaHost>>
let owner: TestPlayer
let other: TestPlayer
const ids = { precon: 0, legacyPrecon: 0, privateSave: 0, privateSnapshot: 0 }
const MISSING = 'summon-blue-jaguar'

beforeAll(async () => {
  // A closed port: the media host does not answer.
  down = await startTestApp({ cardData: true, config: { mediaUrl: 'http://127.0.0.1:9' } })
  media = await startMediaHost([MISSING])
  up = await startTestApp({ sameDatabaseAs: down, config: { mediaUrl: media.url } })
  const precon = async (legacy: boolean) => {
    const [row] = await down.db.query<{ id: number }>(
      `SELECT id FROM deck WHERE is_preconstructed AND is_snapshot AND is_legacy = $1
         AND title = 'The Mist Guardian' ORDER BY id LIMIT 1`,
      [legacy],
    )
    return row?.id ?? 0
  }
  ids.precon = await precon(false)
  ids.legacyPrecon = await precon(true)
  owner = await createPlayer(down)
  other = await createPlayer(down)
  ids.privateSave = (await saveDeck(down, owner.token, { title: 'Ünïcode ≤ “mist”' })).id
  ids.privateSnapshot = await snapshotDeck(down, owner.token, ids.privateSave, { is_public: false })
})
afterAll(async () => {
  await up?.close()
  await down?.close()
  await media?.close()
})

async function getPdf(t: TestApp, path: string, token?: string) {
  const response = await fetch(`${t.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    disposition: response.headers.get('content-disposition'),
    json: type.startsWith('application/json') ? JSON.parse(Buffer.from(bytes).toString()) : null,
    sheet: type === 'application/pdf' ? await readProxiesPdf(bytes) : undefined,
  }
}

const cardsOf = (pages: { proxies: { card: string }[] }[]) =>
  pages.flatMap((page) => page.proxies.map((proxy) => proxy.card))

describe('GET /v2/decks/{id}/proxies.pdf', () => {
  it('prints a preconstructed deck one proxy per copy, Phoenixborn first, nine to an A4 page', async () => {
    const expected = expectedCards(MIST_PRECON)
    expect(expected).toHaveLength(31)
    const answer = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf`)
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('application/pdf')
    expect(answer.disposition).toBe('inline; filename="the-mist-guardian-proxies.pdf"')
    const sheet = answer.sheet
    expect(sheet?.title).toBe('The Mist Guardian')
    expect(sheet?.pages).toHaveLength(Math.ceil(31 / 9))
    expect(sheet?.pages.map((page) => page.proxies.length)).toEqual([9, 9, 9, 4])
    expect(cardsOf(sheet?.pages ?? [])).toEqual(expected)
    for (const page of sheet?.pages ?? []) {
      expect(page.width).toBeCloseTo(A4.width, 1)
      expect(page.height).toBeCloseTo(A4.height, 1)
    }
  })

  it('letter paper gives 8.5 x 11 inch pages', async () => {
    const { sheet } = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?paper=letter`)
    expect(sheet?.pages).toHaveLength(4)
    for (const page of sheet?.pages ?? []) {
      expect(page.width).toBeCloseTo(LETTER.width, 1)
      expect(page.height).toBeCloseTo(LETTER.height, 1)
    }
  })

  it('conjurations=true adds every conjuration of the pile, as many as its copies, after the cards', async () => {
    const conjurations = expectedConjurations(MIST_PRECON)
    expect(conjurations.length).toBeGreaterThan(0)
    const { sheet } = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?conjurations=true`)
    const printed = cardsOf(sheet?.pages ?? [])
    expect(printed).toEqual([...expectedCards(MIST_PRECON), ...conjurations])
    expect(sheet?.pages).toHaveLength(Math.ceil(printed.length / 9))
    const without = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?conjurations=false`)
    expect(cardsOf(without.sheet?.pages ?? [])).toEqual(expectedCards(MIST_PRECON))
  })

  it('with the media host down, every card is drawn with its name and no image', async () => {
    const { sheet } = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?conjurations=true`)
    expect(sheet?.images).toBe(0)
    const proxies = sheet?.pages.flatMap((page) => page.proxies) ?? []
    for (const proxy of proxies) {
      expect(proxy).toMatchObject({ drawn: true, images: 0 })
      expect(proxy.texts[0]).toBe(proxy.card)
    }
    // A drawn card shows its cost's dice by name: Summon Mist Spirit costs an illusion die.
    const spirit = proxies.find((proxy) => proxy.card === 'Summon Mist Spirit')
    expect(spirit?.texts.join(' ')).toMatch(/Illusion (class|power)/)
  })

  it('with the media host up, each card is its image, fetched once; a card it lacks is drawn', async () => {
    const first = await getPdf(up, `/v2/decks/${ids.precon}/proxies.pdf`)
    const proxies = first.sheet?.pages.flatMap((page) => page.proxies) ?? []
    expect(proxies.map((proxy) => proxy.card)).toEqual(expectedCards(MIST_PRECON))
    const jaguar = card(MISSING).name
    for (const proxy of proxies) {
      if (proxy.card === jaguar) expect(proxy).toMatchObject({ drawn: true, images: 0 })
      else expect(proxy).toMatchObject({ drawn: false, images: 1, texts: [] })
    }
    // One image object per distinct card with an image, however many copies show it.
    const distinct = new Set([MIST_PRECON.phoenixborn, ...MIST_PRECON.cards.map((c) => c.stub)])
    expect(first.sheet?.images).toBe(distinct.size - 1)
    expect(new Set(media.requests)).toEqual(
      new Set([...distinct].map((stub) => `/images/cards/${stub}.jpg`)),
    )
    expect(media.requests).toHaveLength(distinct.size)
    // Asked again, the images come from memory and the missing one is not asked for again.
    await getPdf(up, `/v2/decks/${ids.precon}/proxies.pdf`)
    expect(media.requests).toHaveLength(distinct.size)
  })

  it('a legacy deck takes its images from the legacy folder', async () => {
    const { sheet } = await getPdf(up, `/v2/decks/${ids.legacyPrecon}/proxies.pdf`)
    const proxies = sheet?.pages.flatMap((page) => page.proxies) ?? []
    expect(proxies.filter((proxy) => proxy.drawn).map((proxy) => proxy.card)).toEqual([
      card(MISSING).name,
      card(MISSING).name,
      card(MISSING).name,
    ])
    expect(media.requests.filter((path) => path.startsWith('/legacy/images/cards/'))).not.toEqual(
      [],
    )
  })

  it('answers as GET /v2/decks/{id}: a private deck only to its owner', async () => {
    const saved = `/v2/decks/${ids.privateSave}/proxies.pdf`
    const notFound = { detail: 'Deck not found.' }
    const forbidden = { detail: 'You do not have access to this deck.' }
    expect(await getPdf(down, saved)).toMatchObject({ status: 404, json: notFound })
    expect(await getPdf(down, `${saved}?show_saved=true`)).toMatchObject({
      status: 403,
      json: forbidden,
    })
    expect(await getPdf(down, `${saved}?show_saved=true`, other.token)).toMatchObject({
      status: 403,
      json: forbidden,
    })
    const own = await getPdf(down, `${saved}?show_saved=true`, owner.token)
    expect(own.status).toBe(200)
    expect(cardsOf(own.sheet?.pages ?? [])).toEqual(
      expectedCards({ phoenixborn: MIST_GUARDIAN.phoenixborn, cards: MIST_GUARDIAN.cards }),
    )
    // A title outside the fonts' characters is the document's title as written.
    expect(own.sheet?.title).toBe('Ünïcode ≤ “mist”')
    expect(own.disposition).toBe('inline; filename="unicode-mist-proxies.pdf"')

    const snapshot = `/v2/decks/${ids.privateSnapshot}/proxies.pdf`
    expect(await getPdf(down, snapshot)).toMatchObject({ status: 403, json: forbidden })
    expect(await getPdf(down, snapshot, other.token)).toMatchObject({ status: 403 })
    expect((await getPdf(down, snapshot, owner.token)).status).toBe(200)
    expect(await getPdf(down, '/v2/decks/2147483000/proxies.pdf')).toMatchObject({
      status: 404,
      json: notFound,
    })
  })

  it('refuses an unknown paper or flag with the query 422', async () => {
    const paper = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?paper=a5`)
    expect(paper.status).toBe(422)
    expect(paper.json.detail[0]).toMatchObject({ loc: ['query', 'paper'], type: 'enum' })
    const flag = await getPdf(down, `/v2/decks/${ids.precon}/proxies.pdf?conjurations=maybe`)
    expect(flag.status).toBe(422)
    expect(flag.json.detail[0]).toMatchObject({ loc: ['query', 'conjurations'] })
  })

  it('is documented as a PDF in the OpenAPI document', async () => {
    const spec = (await down.get('/docs/json')).body
    const operation = spec.paths['/v2/decks/{id}/proxies.pdf']?.get
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual(['application/pdf'])
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'conjurations',
      'id',
      'paper',
      'show_saved',
    ])
  })
})
