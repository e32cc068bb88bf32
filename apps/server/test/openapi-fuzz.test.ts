import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { BAD_TEXT, badBody, nestedText, plausible, Random, type Schema } from './support/fuzz.ts'
import { createPlayer } from './support/players.ts'

/** Fixed, so every run sends the same requests; FUZZ_SEED explores others by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 0x14_0f_22)
/** Per operation, for each of anonymous, a player and an admin: 90 requests an operation. */
const REQUESTS_PER_CALLER = 30
const CALLERS = ['anonymous', 'player', 'admin'] as const

interface Operation {
  method: string
  path: string
  parameters: { name: string; in: string; schema: Schema }[]
  body?: Schema
}

interface Problem {
  request: string
  status: number
  answer: string
}

let t: TestApp
let operations: Operation[]
/** Ids, stubs and tokens that exist, so a bad value elsewhere in a request reaches deeper code. */
const known: Record<string, unknown[]> = {}

beforeAll(async () => {
  // Deck import asks another site: a closed local port stands in, so nothing leaves the machine.
  t = await startTestApp({ cardData: true, config: { importApiUrl: 'http://127.0.0.1:9' } })
  const owner = await createPlayer(t)
  const privateDeck = await saveDeck(t, owner.token)
  const { deck, snapshotId } = await publishedDeck(t, owner.token)
  const page = await t.get(`/v2/decks/${snapshotId}`)
  const entity = page.body.deck.comments_entity_id
  const comment = await t.request('POST', `/v2/comments/${entity}`, {
    token: owner.token,
    body: { text: 'A first comment.' },
  })
  Object.assign(known, {
    id: [deck.id, snapshotId, privateDeck.id],
    stub: ['aradel-summergaard', 'master-set', 'summon-butterfly-monk'],
    uuid: [deck.direct_share_uuid],
    entity_id: [entity, comment.body?.entity_id ?? entity, deck.entity_id],
    badge: [owner.badge],
    export_token: ['6f1b2a3c-0d4e-4f5a-8b6c-7d8e9f0a1b2c'],
    token: ['an-invitation-token'],
  })
  const spec = (await t.get('/docs/json')).body
  operations = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  )
}, 300_000)
afterAll(() => t.close())

function pathOf(random: Random, op: Operation, bad: boolean): string {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  const faulty = bad ? random.pick(names) : undefined
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name !== faulty) return String(random.pick(known[name] ?? ['1']))
    const raw = ['%00', '%E0%A4%A', 'a'.repeat(150), '..', '%2F', '%20']
    return random.chance(0.3) ? random.pick(raw) : encodeURIComponent(random.pick(BAD_TEXT))
  })
}

function queryOf(random: Random, op: Operation, bad: boolean): string {
  const query = new URLSearchParams()
  const parameters = op.parameters.filter((p) => p.in === 'query')
  const faulty = bad ? random.pick(parameters) : undefined
  for (const parameter of parameters) {
    const { name, schema } = parameter
    if (parameter === faulty) {
      query.append(name, random.pick(BAD_TEXT))
      if (random.chance(0.2)) query.append(name, random.pick(BAD_TEXT))
      continue
    }
    if (random.chance(0.5)) continue
    const copies = schema.type === 'array' ? 1 + random.int(3) : 1
    for (let i = 0; i < copies; i++) {
      query.append(name, String(plausible(random, schema.items ?? schema)))
    }
  }
  if (bad && random.chance(0.1)) query.append('unexpected', random.pick(BAD_TEXT))
  const text = query.toString()
  return text ? `?${text}` : ''
}

const RAW_BODIES = ['{"oops', 'null', '"text"', '[', '{"a":1,}', '\u0000', '[1,2]', '']

function bodyOf(random: Random, op: Operation, bad: boolean): { body?: string; type?: string } {
  if (!op.body) return {}
  const json = 'application/json'
  if (!bad) return { body: JSON.stringify(plausible(random, op.body)), type: json }
  const roll = random.next()
  if (roll < 0.05) return {}
  if (roll < 0.1) return { body: random.pick(RAW_BODIES), type: json }
  if (roll < 0.13) return { body: nestedText(random.pick([199, 201, 5000])), type: json }
  if (roll < 0.15)
    return { body: 'a=1&b=%00', type: random.pick(['text/plain', 'application/xml']) }
  const body = badBody(random, op.body)
  if (body === undefined) return {}
  if (roll < 0.22 && body && typeof body === 'object' && !Array.isArray(body)) {
    const form = Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])
    return { body: new URLSearchParams(form).toString(), type: 'application/x-www-form-urlencoded' }
  }
  return { body: JSON.stringify(body), type: json }
}

/** One request with one fault (in a path parameter, a query parameter or the body), or none. */
function requestOf(random: Random, op: Operation) {
  const parts: ('path' | 'query' | 'body')[] = []
  if (op.path.includes('{')) parts.push('path')
  if (op.parameters.some((p) => p.in === 'query')) parts.push('query')
  if (op.body) parts.push('body', 'body')
  const fault = parts.length > 0 && random.chance(0.9) ? random.pick(parts) : undefined
  const url = `${pathOf(random, op, fault === 'path')}${queryOf(random, op, fault === 'query')}`
  return { url, ...bodyOf(random, op, fault === 'body') }
}

/** What is wrong with an error answer, if anything: it must be JSON with a short `detail`. */
function envelopeProblem(status: number, type: string | null, text: string): string | undefined {
  if (status < 400) return undefined
  if (!type?.startsWith('application/json')) return `content-type ${type}`
  if (text.length > 65_536) return `an error of ${text.length} characters`
  const body = JSON.parse(text)
  if (typeof body?.detail === 'string') return undefined
  const issues = Array.isArray(body?.detail) ? body.detail : []
  const valid = (issue: any) => Array.isArray(issue?.loc) && typeof issue?.msg === 'string'
  return issues.length > 0 && issues.every(valid) ? undefined : 'no detail'
}

describe('every operation of the OpenAPI document survives generated bad input', () => {
  it(`answers no 5xx and only enveloped errors (seed ${SEED})`, async () => {
    const random = new Random(SEED)
    const statuses: Record<number, number> = {}
    const perOperation: Record<string, number> = {}
    const problems: Problem[] = []
    for (const op of operations) {
      // Fresh players for each operation: one may log itself out or change its password.
      const tokens = {
        anonymous: undefined,
        player: (await createPlayer(t)).token,
        admin: (await createPlayer(t, { admin: true })).token,
      }
      for (const caller of CALLERS) {
        for (let i = 0; i < REQUESTS_PER_CALLER; i++) {
          const { url, body, type } = requestOf(random, op)
          const headers: Record<string, string> = type ? { 'content-type': type } : {}
          if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`
          const response = await fetch(`${t.url}${url}`, { method: op.method, headers, body })
          const text = await response.text()
          statuses[response.status] = (statuses[response.status] ?? 0) + 1
          const key = `${op.method} ${op.path}`
          perOperation[key] = (perOperation[key] ?? 0) + 1
          const problem =
            response.status >= 500
              ? 'server error'
              : envelopeProblem(response.status, response.headers.get('content-type'), text)
          if (problem) {
            problems.push({
              request: `${caller} ${op.method} ${url.slice(0, 300)} ${body?.slice(0, 300) ?? ''}`,
              status: response.status,
              answer: `${problem}: ${text.slice(0, 300)}`,
            })
          }
        }
      }
    }
    const total = Object.values(statuses).reduce((sum, count) => sum + count, 0)
    const fiveHundreds = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0)
    console.log(
      `OpenAPI fuzz: ${total} requests over ${operations.length} operations; ` +
        `per status ${JSON.stringify(statuses)}; 5xx: ${fiveHundreds}; problems: ${problems.length}`,
    )
    for (const problem of problems) console.log(JSON.stringify(problem))
    expect(operations.length).toBeGreaterThan(30)
    expect(Math.min(...Object.values(perOperation))).toBeGreaterThanOrEqual(50)
    expect(problems).toEqual([])
  }, 600_000)
})
