import type { Db, Queryable } from '../../db/client.ts'
import {
  buildSnapshot,
  type CardRowIn,
  type CardSnapshot,
  type ReleaseEntry,
} from './card-snapshot.ts'

const CHANNEL = 'card_data'
/** How often a server double-checks the version, in case a notification was lost. */
const POLL_MS = 5000

/** Records a change to cards or releases; every server reloads its copy after the commit. */
export async function markCardDataChanged(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE card_data_state SET version = version + 1 WHERE id = 1 RETURNING version',
  )
  await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, String(row?.version ?? 0)])
}

async function currentVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    'SELECT version FROM card_data_state WHERE id = 1',
  )
  return row?.version ?? 0
}

async function loadSnapshot(db: Db): Promise<CardSnapshot> {
  return db.transaction(async (tx) => {
    // One consistent view: the version read belongs to exactly the rows read.
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
    const version = await currentVersion(tx)
    const releases = await tx.query<ReleaseEntry>(
      `SELECT id, name, stub, position, is_legacy AS "isLegacy", is_public AS "isPublic", is_phg AS "isPhg"
       FROM release`,
    )
    const cards = await tx.query<CardRowIn>(
      `SELECT id, entity_id, name, stub, is_legacy, card_type, phoenixborn, is_summon_spell, cost_weight,
         dice_flags, alt_dice_flags, version, search_keywords, json, release_id FROM card ORDER BY id`,
    )
    const links = await tx.query<{ card_id: number; conjuration_id: number }>(
      'SELECT card_id, conjuration_id FROM card_conjuration ORDER BY card_id, position, conjuration_id',
    )
    return buildSnapshot(version, releases, cards, links)
  })
}

/**
 * The card data, served from memory. It reloads when the stored version moves: at once on a
 * NOTIFY from any server sharing the database, and by polling as a safety net.
 */
export class CardStore {
  private snapshot: CardSnapshot | undefined
  private loading: Promise<CardSnapshot> | undefined
  private queued: Promise<CardSnapshot> | undefined
  private stopListening: (() => Promise<void>) | undefined
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    await this.reload()
    this.stopListening = await this.db.listen(CHANNEL, () => void this.reload().catch(() => {}))
    this.timer = setInterval(() => void this.checkVersion().catch(() => {}), POLL_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.stopListening?.()
  }

  /** The current data; loads it on first use. */
  async get(): Promise<CardSnapshot> {
    return this.snapshot ?? (await this.reload())
  }

  /**
   * Reloads (call after committing a change). A load already running may have started before
   * that commit, so a second one is queued behind it; further calls share the queued one.
   */
  reload(): Promise<CardSnapshot> {
    if (this.loading) {
      this.queued ??= this.loading
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined
          return this.reload()
        })
      return this.queued
    }
    this.loading = loadSnapshot(this.db)
      .then((snapshot) => {
        if (!this.snapshot || snapshot.version >= this.snapshot.version) this.snapshot = snapshot
        return this.snapshot
      })
      .finally(() => {
        this.loading = undefined
      })
    return this.loading
  }

  private async checkVersion(): Promise<void> {
    if ((await currentVersion(this.db)) !== this.snapshot?.version) await this.reload()
  }
}
