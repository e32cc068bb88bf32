import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import type { TestApp } from './app.ts'
import type { TestPlayer } from './players.ts'

/** The player's export token on that instance. */
export const exportToken = async (t: TestApp, player: TestPlayer) =>
  (await t.get('/v2/players/me/export', { token: player.token })).body.export_token as string

/** Every page of an export, read without marking anything exported. */
export async function wholeExport(t: TestApp, exportTokenValue: string) {
  const decks: Record<string, unknown>[] = []
  let from: string | null = null
  do {
    const query: string = from ? `?from_date=${encodeURIComponent(from)}` : ''
    const { status, body } = await t.get(`/v2/decks/export/${exportTokenValue}${query}`)
    expect(status).toBe(200)
    decks.push(...body.decks)
    from = body.next_page_from_date
  } while (from)
  return decks
}

/** Imports page after page, as a client does, and returns the answers. */
export async function importAll(t: TestApp, player: TestPlayer, exportTokenValue: string) {
  const answers = []
  let from: string | null = null
  do {
    const query: string = from ? `?from_date=${encodeURIComponent(from)}` : ''
    const { status, body } = await t.get(`/v2/decks/import/${exportTokenValue}${query}`, {
      token: player.token,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    answers.push(body)
    from = body.next_page_from_date
  } while (from)
  return answers
}

let clock = 0
/** A deck as another site exports it; each gets its own `created` (its identity). */
export function remoteDeck(title: string, cards: { stub: string; name: string; count: number }[]) {
  clock += 1
  const created = new Date(Date.UTC(2021, 0, 1, 0, 0, clock)).toISOString()
  return {
    title,
    description: null as string | null,
    created,
    modified: created,
    dice: [{ name: 'natural', count: 10 }],
    phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' },
    cards: cards.map((card) => ({ ...card, type: 'Ready Spell', phoenixborn: null })),
    conjurations: [],
    is_public: false,
    is_snapshot: false,
    is_red_rains: false,
    first_five: [],
    effect_costs: [],
    tutor_map: {},
    source_created: null,
  }
}

export interface FakeSource {
  url: string
  /** Bodies of the "mark exported" calls it received. */
  marked: unknown[]
  /** What GET answers: status and raw body text. */
  answer: { status: number; body: string }
  close(): Promise<void>
}

/** A stand-in for another instance, for answers a real one would not give. */
export async function startFakeSource(): Promise<FakeSource> {
  const fake = { marked: [] as unknown[], answer: { status: 200, body: '{}' } }
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      if (request.method === 'POST') {
        fake.marked.push(JSON.parse(text))
        response.writeHead(204).end()
        return
      }
      response.writeHead(fake.answer.status, { 'content-type': 'application/json' })
      response.end(fake.answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
