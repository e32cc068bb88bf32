import type { Db, Queryable } from '@ashes/runtime'
import { readVersion, WatchedVersion } from '../../db/watched-version.ts'
import {
  buildSnapshot,
  type CardRow,
  type CardSnapshot,
  type ReleaseEntry,
} from './card-snapshot.ts'

const CHANNEL = 'card_data'
const TABLE = 'card_data_state'

/** Records a change to cards or releases; every server reloads its copy after the commit. */
export async function markCardDataChanged(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE card_data_state SET version = version + 1 WHERE id = 1 RETURNING version',
  )
  await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, String(row?.version ?? 0)])
}

async function loadSnapshot(db: Db): Promise<CardSnapshot> {
  return db.transaction(async (tx) => {
    // One consistent view: the version read belongs to exactly the rows read.
    if (db.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
    const version = await readVersion(tx, TABLE)
    const releases = await tx.query<ReleaseEntry>(
      `SELECT id, name, stub, position, is_legacy AS "isLegacy", is_public AS "isPublic", is_phg AS "isPhg"
       FROM release`,
    )
    const cards = await tx.query<CardRow>(
      `SELECT id, entity_id, name, stub, is_legacy, card_type, phoenixborn, is_summon_spell, cost_weight,
         dice_flags, alt_dice_flags, copies, version, search_keywords, json, release_id FROM card ORDER BY id`,
    )
    const links = await tx.query<{ card_id: number; conjuration_id: number }>(
      'SELECT card_id, conjuration_id FROM card_conjuration ORDER BY card_id, position, conjuration_id',
    )
    return buildSnapshot(version, releases, cards, links)
  })
}

/**
 * The card data, served from memory even while the database is away. It reloads as soon as the
 * stored version moves (watched as every shared version is: a NOTIFY from any server sharing
 * the database, and polling as a safety net), not when a request first needs it.
 */
export class CardStore {
  private snapshot: CardSnapshot | undefined
  private loading: Promise<CardSnapshot> | undefined
  private queued: Promise<CardSnapshot> | undefined
  private readonly version: WatchedVersion

  constructor(private readonly db: Db) {
    this.version = new WatchedVersion(db, CHANNEL, TABLE, () => {
      this.checkVersion().catch(() => {})
    })
  }

  async start(): Promise<void> {
    await this.reload()
    await this.version.start()
  }

  stop(): Promise<void> {
    return this.version.stop()
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
    if ((await this.version.current()) !== this.snapshot?.version) await this.reload()
  }
}
