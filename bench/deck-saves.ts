// The deck bench's saves (bench/decks.ts): the two kinds of save its 50 connections send, and
// their rounds against the host's ceiling for a save, the bare write of bench/bare.ts.
import { diceFromFlags } from '@ashes/game'
import type { Db } from '@ashes/runtime'
import { MIST_GUARDIAN } from '../apps/server/test/support/decks.ts'
import { startBareWrite } from './bare.ts'
import { cpuMs, cpuSince, postgresCpu } from './cpu.ts'
import { DECKS_PER_PLAYER } from './deck-seed.ts'
import { type ConnectionPlan, type LoadResult, loadEach, median } from './support.ts'

/** The saved form of bench deck `n` as the builder sends it, and a second with one card fewer. */
async function autosaveBodies(db: Db, n: number): Promise<string[]> {
  const [deck] = await db.query<{
    id: number
    title: string
    description: string
    phoenixborn: string
    cards: { stub: string; count: number }[]
    dice: { die_flag: number; count: number }[]
    first_five: string[]
  }>(
    `SELECT d.id, d.title, d.description, pb.stub AS phoenixborn,
       (SELECT json_agg(json_build_object('stub', c.stub, 'count', split_part(e, ':', 2)::int)
          ORDER BY c.stub)
        FROM unnest(string_to_array(d.cards_text, ',')) e
        JOIN card c ON c.id = split_part(e, ':', 1)::int) AS cards,
       (SELECT json_agg(json_build_object('die_flag', split_part(e, ':', 1)::int,
          'count', split_part(e, ':', 2)::int) ORDER BY k)
        FROM unnest(string_to_array(d.dice_text, ',')) WITH ORDINALITY x(e, k)) AS dice,
       (SELECT json_agg(c.stub ORDER BY k)
        FROM unnest(string_to_array(d.selected_text, ',')) WITH ORDINALITY s(e, k)
        JOIN card c ON c.id = split_part(e, ':', 1)::int) AS first_five
     FROM deck d JOIN card pb ON pb.id = d.phoenixborn_id
     WHERE d.title = $1 AND NOT d.is_snapshot`,
    [`Bench deck ${n}`],
  )
  if (!deck) throw new Error(`no bench deck ${n}`)
  const dice = deck.dice.map((die) => ({
    name: diceFromFlags(die.die_flag)[0] ?? 'basic',
    count: die.count,
  }))
  const body = { ...deck, dice }
  const fewer = {
    ...body,
    cards: body.cards.map((card, index) => (index === 0 ? { ...card, count: 2 } : card)),
  }
  return [JSON.stringify(fewer), JSON.stringify(body)]
}

/**
 * Each kind of save, by name, as `connections` connections send it: new decks (all the same
 * deck, by the owner of bench deck 1), and autosaves (each connection its own player's bench
 * deck, alternating between two forms). `token` is the bearer token of bench deck n's owner.
 */
export async function savePlans(
  db: Db,
  connections: number,
  token: (deck: number) => string,
): Promise<Record<string, ConnectionPlan[]>> {
  const plan = (deck: number, bodies: string[]): ConnectionPlan => ({
    method: 'PUT',
    headers: { authorization: `Bearer ${token(deck)}`, 'content-type': 'application/json' },
    bodies,
  })
  const autosaves: ConnectionPlan[] = []
  for (let k = 0; k < connections; k += 1) {
    const deck = DECKS_PER_PLAYER * (k + 1) + 5
    autosaves.push(plan(deck, await autosaveBodies(db, deck)))
  }
  const inserts = Array.from({ length: connections }, () =>
    plan(1, [JSON.stringify(MIST_GUARDIAN)]),
  )
  // Both kinds of save from the same load generator, so their figures compare.
  return { 'PUT /v2/decks new deck': inserts, 'PUT /v2/decks existing deck': autosaves }
}

/** Our answer to `plan`'s first save, which the bare write sends as it is. */
async function answerTo(appUrl: string, plan: ConnectionPlan | undefined): Promise<string> {
  if (!plan) throw new Error('no saves planned')
  const { method, headers, bodies } = plan
  const response = await fetch(`${appUrl}/v2/decks`, { method, headers, body: bodies[0] })
  if (!response.ok) throw new Error(`save: status ${response.status}`)
  return response.text()
}

/** The bare write of `plans`' saves, answering with our own answers to them. */
export async function startSaveCeiling(
  schema: string,
  appUrl: string,
  plans: Record<string, ConnectionPlan[]>,
) {
  const [inserts, autosaves] = Object.values(plans)
  return startBareWrite(schema, {
    created: await answerTo(appUrl, inserts?.[0]),
    saved: await answerTo(appUrl, autosaves?.[0]),
  })
}

/** One kind of save at one size: the medians of our rounds and of the bare write's. */
export interface SaveFigures {
  /** Our saves/s over the bare write's, per pair of rounds: median. */
  share: number
  ours: SideFigures
  bare: SideFigures
}

/** One side's medians: saves/s, latency (ms), and the CPU time a save took (µs). */
interface SideFigures {
  rate: number
  p50: number
  p99: number
  /** The process that answered the saves (ours, or the bench's own hosting the bare write). */
  serverCpu: number
  /** Every PostgreSQL process of the machine. */
  databaseCpu: number
}

/** A round of saves with the CPU time its server and PostgreSQL spent per save (µs). */
type SaveRound = LoadResult & { serverCpu: number; databaseCpu: number }

const medians = (rounds: SaveRound[]): SideFigures => {
  const of = (figure: (round: SaveRound) => number) => median(rounds.map(figure))
  return {
    rate: of((round) => round.requests),
    p50: of((round) => round.p50),
    p99: of((round) => round.p99),
    serverCpu: of((round) => round.serverCpu),
    databaseCpu: of((round) => round.databaseCpu),
  }
}

const cpuText = ({ serverCpu, databaseCpu }: SideFigures) =>
  `CPU a save: server ${serverCpu.toFixed(0)} µs, PostgreSQL ${databaseCpu.toFixed(0)} µs`

export const saveText = ({ share, ours, bare }: SaveFigures) =>
  `ours ${ours.rate.toFixed(0)} saves/s, p99 ${ours.p99} ms, p50 ${ours.p50} ms, ${cpuText(ours)}; ` +
  `the bare write ${bare.rate.toFixed(0)} saves/s, p99 ${bare.p99} ms, ${cpuText(bare)}; ` +
  `share ${share.toFixed(2)}`

/** Where the saves go: our server, in a process of its own, and the bare write, in this one. */
export interface SaveServers {
  ours: { url: string; pid: number }
  bare: { url: string }
}

/**
 * `rounds` pairs of rounds of `seconds` each, the bare write's then ours, alternating so a change
 * in the host's speed during the run moves both; after an untimed one of each when `warm`. Each
 * round also reads the CPU time its server and PostgreSQL spent, from /proc: the share says how
 * far ours is from the bare write, these say where a save's cost lies.
 */
export async function measureSaves(
  name: string,
  plans: ConnectionPlan[],
  servers: SaveServers,
  { seconds, rounds, warm }: { seconds: number; rounds: number; warm: boolean },
): Promise<SaveFigures> {
  const run = async (url: string, serverCpuMs: () => number): Promise<SaveRound> => {
    const server = serverCpuMs()
    const database = postgresCpu()
    const result = await loadEach(`${url}/v2/decks`, seconds, plans)
    if (result.errors) throw new Error(`${name} (${url}): ${result.errors} errors`)
    const perSave = 1000 / (result.requests * seconds)
    return {
      ...result,
      serverCpu: (serverCpuMs() - server) * perSave,
      databaseCpu: cpuSince(database, postgresCpu()) * perSave,
    }
  }
  const runOurs = () => run(servers.ours.url, () => cpuMs(servers.ours.pid))
  const runBare = () => run(servers.bare.url, () => cpuMs(process.pid))
  // A fresh server's first saves of each kind (its code compiled, its statements prepared) are
  // not timed: its first 5 s of autosaves had a p99 of 374 and 421 ms in two runs, the rounds
  // after them 64-107 ms, so the first size's figure, and the growth ratio over it, measured
  // the warm-up.
  if (warm) {
    await runOurs()
    await runBare()
  }
  const ours: SaveRound[] = []
  const bare: SaveRound[] = []
  for (let round = 0; round < rounds; round += 1) {
    bare.push(await runBare())
    ours.push(await runOurs())
  }
  return {
    share: median(ours.map((result, round) => result.requests / (bare[round]?.requests ?? 0))),
    ours: medians(ours),
    bare: medians(bare),
  }
}
