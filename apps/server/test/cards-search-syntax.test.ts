import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { currentCards, type DataCard } from './support/card-data.ts'

let t: TestApp
const names = (body: { results: { name: string }[] }) => body.results.map((card) => card.name)
const list = async (query: string) => (await t.get(`/v2/cards?limit=100&${query}`)).body
const search = async (q: string) => names(await list(`q=${encodeURIComponent(q)}`))

// Expected answers come from the data files, not from the matcher under test.
type Data = DataCard & { dice?: string[]; altDice?: string[]; magicCost?: Record<string, number> }
const cards = () => currentCards() as Data[]
const mainDice = (card: Data) => Object.values(card.magicCost ?? {}).reduce((a, b) => a + b, 0)
const usesDie = (card: Data, die: string) =>
  [...(card.dice ?? []), ...(card.altDice ?? [])].includes(die)
const byName = (found: Data[]) => found.map((card) => card.name).sort((a, b) => a.localeCompare(b))

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

describe('GET /v2/cards?q= with the search syntax', () => {
  it('t:ally d:charm cost<=2 lists only charm allies of at most two dice', async () => {
    const expected = byName(
      cards().filter((c) => c.type === 'Ally' && usesDie(c, 'charm') && mainDice(c) <= 2),
    )
    expect(expected.length).toBeGreaterThan(2)
    expect(await search('t:ally d:charm cost<=2')).toEqual(expected)
    expect(await search('type:Ally dice:charm cost<=2')).toEqual(expected)
  })

  it('negation, or, cost:N and >= select their complements and unions', async () => {
    const allies = cards().filter((c) => c.type === 'Ally')
    expect(await search('t:ally -d:charm cost:3')).toEqual(
      byName(allies.filter((c) => !usesDie(c, 'charm') && mainDice(c) === 3)),
    )
    expect(await search('pb:aradel or pb:"jessa na ni"')).toEqual(
      byName(
        cards().filter((c) =>
          [c.type === 'Phoenixborn' ? c.name : c.phoenixborn].some(
            (owner) => owner?.startsWith('Aradel') || owner?.startsWith('Jessa'),
          ),
        ),
      ),
    )
    expect((await list(`q=${encodeURIComponent('cost>=5')}`)).count).toBe(
      cards().filter((c) => mainDice(c) >= 5).length,
    )
  })

  it('phrases and text:"..." match words in order; release: combines with the other filters', async () => {
    expect(await search('"summon blue"')).toEqual(['Summon Blue Jaguar'])
    const phrase = 'deal 1 damage'
    expect(await search(`text:"${phrase}" t:ally`)).toEqual(
      byName(
        cards().filter(
          (c) =>
            c.type === 'Ally' &&
            String(c.text ?? '')
              .toLowerCase()
              .includes(phrase),
        ),
      ),
    )
    const stub = cards()[0]?.release.stub as string
    const body = await list(`q=${encodeURIComponent(`release:${stub}`)}&types=ally`)
    expect(body.count).toBe(
      cards().filter((c) => c.release.stub === stub && c.type === 'Ally').length,
    )
  })

  it('a q of plain words answers as before the syntax existed', async () => {
    expect(await search('jaguars')).toEqual(['Blue Jaguar', 'Summon Blue Jaguar'])
    expect((await list('q=the')).count).toBe(0)
  })

  it('an unknown keyword is a 422 naming it and listing the valid ones', async () => {
    const { status, body } = await t.get('/v2/cards?q=colour%3Ared')
    expect(status).toBe(422)
    expect(body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['query', 'q'],
        msg: "Unknown search keyword 'colour'. Valid keywords: type (t), dice (d), cost, release, phoenixborn (pb), text",
        input: 'colour:red',
        ctx: {
          keyword: 'colour',
          valid_keywords: ['type', 'dice', 'cost', 'release', 'phoenixborn', 'text'],
        },
      },
    ])
  })

  it('a bad value is a 422 that says what is wrong', async () => {
    for (const [q, msg] of [
      ['cost<=two', 'cost needs a number'],
      ['d:purple', "Unknown dice type 'purple'"],
      ['t:wizard', "Unknown card type 'wizard'"],
    ]) {
      const { status, body } = await t.get(`/v2/cards?q=${encodeURIComponent(q as string)}`)
      expect(status, q).toBe(422)
      expect(body.detail[0].loc).toEqual(['query', 'q'])
      expect(body.detail[0].msg).toContain(msg)
    }
  })

  it('documents the syntax on q in the OpenAPI schema', async () => {
    const spec = (await t.get('/docs/json')).body
    const params: { name: string; description?: string }[] = spec.paths['/v2/cards'].get.parameters
    const q = params.find((param) => param.name === 'q')
    expect(q?.description).toMatch(
      /type: \(t:\).*cost<=N.*phoenixborn: \(pb:\).*\/cards\/syntax\//s,
    )
  })
})
