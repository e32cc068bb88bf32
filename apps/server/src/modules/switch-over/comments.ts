import { type SwitchOverReport, skip } from './report.ts'
import type { SourceRun } from './run.ts'
import { copyTable, type TableWrite } from './table-write.ts'

const COMMENT: TableWrite = {
  table: 'comment',
  columns: [
    'id',
    'entity_id',
    'player_id',
    'source_entity_id',
    'source_type',
    'source_version',
    'text',
    'ordering_increment',
    'is_deleted',
    'is_moderated',
    'original_text',
    'moderation_notes',
    'created',
    'modified',
  ],
  key: ['id'],
}
const STREAM: TableWrite = {
  table: 'stream',
  columns: ['id', 'entity_id', 'entity_type', 'source_entity_id', 'posted', 'is_legacy'],
  key: ['id'],
}
const SUBSCRIPTION: TableWrite = {
  table: 'subscription',
  columns: ['player_id', 'source_entity_id', 'last_seen_entity_id'],
  key: ['player_id', 'source_entity_id'],
}

/**
 * Comments with their markup, edits, moderation and numbering as the source holds them; a
 * comment's thread is the entity id of its card or source deck, which ours keep (card-map.ts).
 */
const COMMENTS_SQL = `SELECT c.id, c.entity_id, c.user_id AS player_id, c.source_entity_id,
    coalesce(c.source_type, CASE WHEN EXISTS (SELECT 1 FROM card k
      WHERE k.entity_id = c.source_entity_id) THEN 'card' ELSE 'deck' END) AS source_type,
    c.source_version, coalesce(c.text, '') AS text, c.ordering_increment, c.is_deleted,
    c.is_moderated, c.original_text, c.moderation_notes,
    coalesce(c.created, c.modified, '2020-08-30Z')::text AS created,
    coalesce(c.modified, c.created, '2020-08-30Z')::text AS modified
  FROM comment c ORDER BY c.id`

/** Comments, the activity stream's rows and subscriptions with their last-seen positions. */
export async function importComments(run: SourceRun, report: SwitchOverReport) {
  await copyTable<{ ordering_increment: number | null }>(
    run,
    report,
    COMMENT,
    COMMENTS_SQL,
    (rows, comments) => {
      // Numbering is a thread's page arithmetic (api-decks 6.1): a comment without it has no slot.
      const numbered = rows.filter((row) => row.ordering_increment !== null)
      skip(comments, 'no ordering increment', rows.length - numbered.length)
      return numbered
    },
  )
  await copyTable(
    run,
    report,
    STREAM,
    `SELECT id, entity_id, coalesce(entity_type, 'deck') AS entity_type, source_entity_id,
       coalesce(posted, '2020-08-30Z')::text AS posted, is_legacy FROM stream ORDER BY id`,
  )
  await copyTable(
    run,
    report,
    SUBSCRIPTION,
    `SELECT user_id AS player_id, source_entity_id, last_seen_entity_id FROM subscription
     ORDER BY user_id, source_entity_id`,
  )
}
