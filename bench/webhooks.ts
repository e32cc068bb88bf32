// Webhook deliveries beside receivers that hang (issue 48 item 5): how long a delivery to a fast
// app's receiver takes, from the commit of its event to the request reaching the receiver, while
// 0, 1 and 20 other apps' receivers never answer, each with a backlog of 40 deliveries queued
// first, ROUNDS events one after another (BENCH_ROUNDS, default 10). Before the fix a worker
// sent ten deliveries at a time and waited for the slowest: the fast delivery took 40.6 s beside
// one such app. Last, one player's LINKED apps whose receivers hang (as apps that answered their
// ping and then stop would) are each sent an event just before each of the fast app's: before
// players took turns (migration 0031), their waves of WEBHOOK_CONCURRENCY held the fast delivery
// half a second each. The worker runs with the production settings
// (modules/webhooks/worker.ts; WEBHOOK_TIMEOUT_MS 5000, WEBHOOK_PER_APP 2), on PostgreSQL.
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Db } from '@ashes/runtime'
import { loadConfig } from '../apps/server/src/config.ts'
import { WebhookWorker } from '../apps/server/src/modules/webhooks/worker.ts'
import { benchDatabase, median } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
/** Deliveries queued to each hanging app before the fast app's are measured. */
const BACKLOG = 40
/** The target: a delivery to a fast app stays under a second however many receivers hang. */
const TARGET_MS = 1000
/** The apps of one player, all hanging, each sent an event just before each fast one. */
const LINKED = 200

/** A receiver: `hang` keeps every request open until `close`; else it answers 200 and calls `heard`. */
async function receiver(hang: boolean, heard: () => void = () => {}) {
  const held = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (hang) return held.add(response)
      heard()
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

let made = 0
/** A new player who granted `decks:read` to a new app of `owner`'s at each of `urls`. */
async function grantingPlayer(db: Db, owner: number, urls: string[]): Promise<number> {
  made += 1
  const [player] = await db.query<{ id: number }>(
    `INSERT INTO player (email, badge, username, password_hash)
     VALUES ($1, $2, $3, 'x') RETURNING id`,
    [`p${made}@bench.example`, `b${made}`, `player${made}`],
  )
  for (const [index, url] of urls.entries()) {
    const clientId = `bench-${made}-${index}`
    await db.query(
      `INSERT INTO oauth_app (client_id, client_secret_hash, name, redirect_uris, webhook_url,
         webhook_secret, owner_id)
       VALUES ($1, 'x', $1, ARRAY['https://app.example/callback'], $2, 'secret', $3)`,
      [clientId, url, owner],
    )
    await db.query(
      `INSERT INTO oauth_grant (player_id, client_id, scopes) VALUES ($1, $2, '{decks:read}')`,
      [player?.id, clientId],
    )
  }
  return player?.id ?? 0
}

/** Queues a deck event of the player's, as a save does (webhook_announce wakes the workers). */
const announce = (db: Db, player: number) =>
  db.query(`SELECT webhook_announce($1, 'deck.saved', '{"deck": {"id": 1}}'::jsonb)`, [player])

const settings = loadConfig({ SECRET_KEY: 'bench', WEBHOOK_ALLOW_PRIVATE: 'on' }).webhooks
const verdicts = createVerdicts()

/**
 * Times ROUNDS deliveries of the player's events to its fast app, from each event's commit to
 * its request reaching the receiver; `before` runs ahead of each event, untimed.
 */
async function timeRounds(
  player: number,
  fast: { heard: () => Promise<void> },
  before: () => Promise<unknown> = async () => {},
) {
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const heard = fast.heard()
    await before()
    const started = performance.now()
    await announce(db, player)
    await heard
    times.push(performance.now() - started)
    await new Promise((r) => setTimeout(r, 100))
  }
  return times
}

/** A receiver that answers at once; `heard()` is a promise of its next request. */
async function fastReceiver() {
  let arrived: () => void = () => {}
  const made = await receiver(false, () => arrived())
  const heard = () =>
    new Promise<void>((resolve) => {
      arrived = resolve
    })
  return { ...made, heard }
}

/** Judged by the slowest round: the target holds for every delivery, not for most. */
function judge(name: string, times: number[]) {
  const slowest = Math.max(...times)
  console.log(
    `${name}: ${slowest.toFixed(1)} ms (median ${median(times).toFixed(1)} ms), ` +
      verdicts.judge(name, slowest, { atMost: TARGET_MS }, 'ms'),
  )
}
const { db, drop } = await benchDatabase()
try {
  // The apps' developer: a player who granted nothing.
  const owner = await grantingPlayer(db, 0, [])
  const worker = new WebhookWorker(db, settings, (error) => console.error(error))
  await worker.start()
  for (const hanging of [0, 1, 20]) {
    const slow = await Promise.all(Array.from({ length: hanging }, () => receiver(true)))
    const busy = await grantingPlayer(
      db,
      owner,
      slow.map((r) => r.url),
    )
    const fast = await fastReceiver()
    const player = await grantingPlayer(db, owner, [fast.url])
    for (let event = 0; event < BACKLOG && hanging > 0; event += 1) await announce(db, busy)
    // The hanging receivers hold their first requests before the fast app's events come.
    while (slow.some((r) => r.held.size === 0)) await new Promise((r) => setTimeout(r, 20))
    const times = await timeRounds(player, fast)
    judge(`fast app's slowest delivery beside ${hanging} hanging receiver(s)`, times)
    await Promise.all([...slow, fast].map((r) => r.close()))
  }
  {
    const slow = await receiver(true)
    const linker = await grantingPlayer(db, owner, Array(LINKED).fill(slow.url))
    const fast = await fastReceiver()
    const player = await grantingPlayer(db, owner, [fast.url])
    const times = await timeRounds(player, fast, () => announce(db, linker))
    judge(`fast app's slowest delivery after one player's ${LINKED} hanging apps' events`, times)
    await Promise.all([slow, fast].map((r) => r.close()))
  }
  await worker.stop()
} finally {
  await drop()
}
finish('webhooks', verdicts)
