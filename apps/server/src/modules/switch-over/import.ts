import type { Db, Queryable } from '@ashes/runtime'
import { markCardDataChanged } from '../cards/card-store.ts'
import {
  deleteSystemPlayerDecks,
  highestDeckEntityId,
  keyPreconstructedDecks,
  rebuildListedDecks,
  setDeckRowTriggers,
} from '../decks/switch-over-write.ts'
import { adoptCardEntityIds, mapCards } from './card-map.ts'
import { importComments } from './comments.ts'
import { importDecks } from './decks.ts'
import { importPlayers } from './players.ts'
import { emptyTable, progressMeter, type SwitchOverReport } from './report.ts'
import { sourceRun } from './run.ts'
import { readSourceSnapshot } from './source-read.ts'

export interface SwitchOverOptions {
  /** Everything is done in our transaction, then rolled back: the report says what a run would do. */
  dryRun?: boolean
  /** Rows read from the source a fetch (memory holds about two batches: one written, one read). */
  batchSize?: number
  /** Told a line of progress now and then (the command writes them to stderr). */
  progress?: (line: string) => void
}

/** Our tables' sources, counted first for the progress lines. */
const COUNTED = {
  player: '"user"',
  player_release: 'user_release',
  revoked_token: 'user_revoked_tokens',
  invite: 'invite',
  deck: 'deck',
  comment: 'comment',
  stream: 'stream',
  subscription: 'subscription',
}

class DryRunDone extends Error {}

/**
 * Moves a database in the Ashes.live schema (`source`, only read) onto ours, keeping every id,
 * entity id, badge and share UUID; see README.md. A second run over the same source changes
 * nothing. Throws SwitchOverError, before anything is written, when ours cannot take the source.
 */
export async function switchOver(
  source: Db,
  ours: Db,
  options: SwitchOverOptions = {},
): Promise<SwitchOverReport> {
  const report: SwitchOverReport = {}
  await readSourceSnapshot(source, async (src) => {
    const totals: Record<string, number> = {}
    for (const [table, from] of Object.entries(COUNTED)) {
      const [row] = await src.query<{ n: number }>(`SELECT count(*) AS n FROM ${from}`)
      totals[table] = row?.n ?? 0
    }
    const map = await mapCards(src, ours)
    const progress = progressMeter(totals, options.progress ?? (() => {}))
    try {
      await ours.transaction(async (tx) => {
        const run = sourceRun(src, tx, options.batchSize ?? 5000, progress)
        // The deck's row triggers keep the listings' state one row at a time; it is rebuilt
        // once at the end instead (rebuildListedDecks). The table is the run's alone meanwhile.
        await setDeckRowTriggers(tx, false)
        const dropped = await dropCardDataDecks(tx)
        report['deck (card data preconstructed)'] = dropped
        const cards = emptyTable()
        report.card = cards
        cards.updated = await adoptCardEntityIds(tx, map)
        await importPlayers(run, map, report)
        await importDecks(run, map, report)
        await importComments(run, report)
        const keyed = emptyTable()
        report['deck (preconstructed, keyed to the card data)'] = keyed
        keyed.updated += await keyPreconstructedDecks(tx)
        const decks = report.deck
        const changed = (decks?.inserted ?? 0) + (decks?.updated ?? 0) + dropped.deleted
        await rebuildListedDecks(tx, changed > 0)
        await continueSequences(tx, map.maxEntityId)
        await setDeckRowTriggers(tx, true)
        if (cards.updated > 0) await markCardDataChanged(tx)
        if (options.dryRun) throw new DryRunDone()
      })
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error
    }
  })
  return report
}

/**
 * The preconstructed decks the card data gave this site (owned by its system player) go: the
 * source's own preconstructed decks take their place under the ids players link to. The system
 * player goes with them (its id may be a source player's); a later `cards:import` makes it again.
 */
async function dropCardDataDecks(tx: Queryable) {
  const table = emptyTable()
  table.deleted = await deleteSystemPlayerDecks(tx)
  await tx.query('DELETE FROM player WHERE is_system')
  return table
}

/** Our sequences continue after the highest id imported (and entity ids after the source's). */
async function continueSequences(tx: Queryable, maxEntityId: number) {
  for (const table of ['player', 'deck', 'comment', 'stream']) {
    await tx.query(
      `SELECT setval('${table}_id_seq', greatest((SELECT max(id) FROM ${table}),
         (SELECT last_value FROM ${table}_id_seq)))`,
    )
  }
  await tx.query(
    `SELECT setval('entity_id_seq', greatest($1::bigint, (SELECT last_value FROM entity_id_seq),
       (SELECT max(entity_id) FROM card), $2::bigint,
       (SELECT max(entity_id) FROM comment)))`,
    [maxEntityId, await highestDeckEntityId(tx)],
  )
}
