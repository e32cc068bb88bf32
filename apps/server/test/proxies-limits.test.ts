import { DECK_CARD_LIMIT } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROXY_LIMIT, PROXY_PAGE_LIMIT } from '../src/modules/proxies/copies.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { currentCards, legacyCards } from './support/card-data.ts'
import { readProxiesPdf } from './support/pdf.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// One player's deck of every card x 100 and three requests for its proxies ran the server out
// of memory (issue 24 item 5): a sheet has a page limit, renders off the event loop a few at a
// time, and is streamed.
let t: TestApp
let owner: TestPlayer

beforeAll(async () => {
  t = await startTestApp({
    cardData: true,
    // The host down: every card is drawn, the most work a proxy can be.
    config: {
      mediaUrl: 'http://127.0.0.1:9',
      proxyRenders: { concurrency: 1, waiting: 1, heapMb: 256 },
    },
  })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

const isConjured = (type: string) => type === 'Conjuration' || type === 'Conjured Alteration Spell'
const pileOf = (cards: { type: string; copies?: unknown }[]) =>
  cards.filter((card) => isConjured(card.type)).reduce((n, card) => n + Number(card.copies ?? 0), 0)

/** Every xref entry points at its object, and startxref at the table: the file reads as written. */
function expectWellFormed(bytes: Buffer) {
  const text = bytes.toString('latin1')
  expect(text.startsWith('%PDF-1.7')).toBe(true)
  const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  expect(text.slice(start, start + 4)).toBe('xref')
  const table = text.slice(start, text.indexOf('trailer', start))
  let checked = 0
  for (const [, first, lines] of table.matchAll(/(\d+) \d+\n((?:\d{10} \d{5} [nf] ?\n)+)/g)) {
    ;(lines ?? '').split('\n').forEach((line, index) => {
      if (!line.includes(' n')) return
      const offset = Number(line.slice(0, 10))
      expect(text.slice(offset).startsWith(`${Number(first) + index} 0 obj`)).toBe(true)
      checked++
    })
  }
  expect(checked).toBeGreaterThan(0)
}

async function pdf(path: string) {
  // The owner's saved decks: show_saved, as GET /v2/decks/{id}.
  const saved = `${path}${path.includes('?') ? '&' : '?'}show_saved=true`
  const response = await fetch(`${t.url}${saved}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

/** An unrestricted deck whose card counts are then set as stored before any limit. */
async function storedDeck(rootArmor: number) {
  const save = await t.request('PUT', '/v2/decks', {
    token: owner.token,
    body: { is_unrestricted: true, cards: [{ stub: 'root-armor', count: 1 }] },
  })
  await t.db.query(
    "UPDATE deck SET cards_text = regexp_replace(cards_text, ':[0-9]+', ':' || $2) WHERE id = $1",
    [save.body.id, rootArmor],
  )
  return save.body.id as number
}

describe('the proxies of the largest deck a player can save', () => {
  it('fit the page limit, whatever the deck and with every conjuration of the card pool', () => {
    for (const pool of [currentCards(), legacyCards()])
      expect(1 + DECK_CARD_LIMIT + pileOf(pool)).toBeLessThanOrEqual(PROXY_LIMIT)
  })

  it('render as a well-formed PDF of one proxy per copy, nine to a page', async () => {
    const summons = currentCards().filter(
      (card) =>
        !isConjured(card.type) && card.type !== 'Phoenixborn' && Array.isArray(card.conjurations),
    )
    const cards = summons.slice(0, 60).map((card) => ({ stub: card.stub, count: 1 }))
    cards.push({ stub: 'root-armor', count: DECK_CARD_LIMIT - cards.length })
    const saved = await t.request('PUT', '/v2/decks', {
      token: owner.token,
      body: { is_unrestricted: true, cards },
    })
    expect(saved.status).toBe(200)
    const pile = saved.body.conjurations.reduce((n: number, c: { count: number }) => n + c.count, 0)
    const { response, bytes } = await pdf(
      `/v2/decks/${saved.body.id}/proxies.pdf?conjurations=true`,
    )
    expect(response.status).toBe(200)
    // Sent as it is written: no length known up front.
    expect(response.headers.get('transfer-encoding')).toBe('chunked')
    expect(response.headers.get('content-length')).toBeNull()
    expectWellFormed(bytes)
    const sheet = await readProxiesPdf(bytes)
    const proxies = sheet.pages.flatMap((page) => page.proxies)
    expect(proxies).toHaveLength(DECK_CARD_LIMIT + pile)
    expect(sheet.pages).toHaveLength(Math.ceil((DECK_CARD_LIMIT + pile) / 9))
  })
})

describe(`a proxies sheet has at most ${PROXY_PAGE_LIMIT} pages`, () => {
  it(`renders ${PROXY_LIMIT} proxies and refuses one more with a 400 that says the limit`, async () => {
    const full = await pdf(`/v2/decks/${await storedDeck(PROXY_LIMIT)}/proxies.pdf`)
    expect(full.response.status).toBe(200)
    expect((await readProxiesPdf(full.bytes)).pages).toHaveLength(PROXY_PAGE_LIMIT)
    const over = await pdf(`/v2/decks/${await storedDeck(PROXY_LIMIT + 1)}/proxies.pdf`)
    expect(over.response.status).toBe(400)
    expect(JSON.parse(over.bytes.toString())).toEqual({
      detail: `A proxies sheet has at most ${PROXY_PAGE_LIMIT} pages (${PROXY_LIMIT} proxies); this one would need ${PROXY_PAGE_LIMIT + 1}.`,
    })
    const stored = await pdf(`/v2/decks/${await storedDeck(30_000)}/proxies.pdf`)
    expect(stored.response.status).toBe(400)
  })
})

describe('proxies sheets are rendered a few at a time', () => {
  it('past the renders and the queue, a request is answered 503 with Retry-After; others are served meanwhile', async () => {
    const id = await storedDeck(PROXY_LIMIT)
    // This server renders one sheet and lets one wait.
    const asked = [1, 2, 3].map(() => pdf(`/v2/decks/${id}/proxies.pdf`))
    const finished: string[] = []
    const renders = Promise.all(asked).then((answers) => {
      finished.push('renders')
      return answers
    })
    const card = await t.get('/v2/cards/root-armor')
    finished.push('card')
    expect(card.status).toBe(200)
    const answers = await renders
    expect(finished).toEqual(['card', 'renders'])
    const statuses = answers.map((answer) => answer.response.status).sort()
    expect(statuses).toEqual([200, 200, 503])
    const busy = answers.find((answer) => answer.response.status === 503)
    expect(busy?.response.headers.get('retry-after')).toBe('5')
    expect(JSON.parse(busy?.bytes.toString() ?? '{}')).toEqual({
      detail: 'Too many proxies sheets are being made; try again shortly.',
    })
    for (const answer of answers.filter((a) => a.response.status === 200))
      expect((await readProxiesPdf(answer.bytes)).pages).toHaveLength(PROXY_PAGE_LIMIT)
  })
})
