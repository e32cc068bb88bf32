import type { Queryable } from '@ashes/runtime'
import type { CardMap } from './card-map.ts'
import { SwitchOverError } from './card-map.ts'
import { type SwitchOverReport, skip } from './report.ts'
import type { SourceRun } from './run.ts'
import { copyTable, type TableWrite } from './table-write.ts'

const PLAYER: TableWrite = {
  table: 'player',
  columns: [
    'id',
    'email',
    'badge',
    'username',
    'description',
    'is_admin',
    'is_banned',
    'moderation_notes',
    'password_hash',
    'newsletter_opt_in',
    'exclude_subscriptions',
    'email_subscriptions',
    'colorize_icons',
    'created',
    'modified',
  ],
  key: ['id'],
  // A player who logged in here since an earlier run has an argon2 hash of the same password.
  updateAs: {
    password_hash: `CASE WHEN t.password_hash LIKE '$argon2%' THEN t.password_hash
      ELSE excluded.password_hash END`,
  },
}

/**
 * Reset links and export tokens are not carried: a reset link mailed by the old site is asked
 * for again, an export token is made anew on request (docs/switch-over.md).
 */
const PLAYERS_SQL = `SELECT id, email, badge, username, description, is_admin, is_banned,
    moderation_notes, password AS password_hash, newsletter_opt_in, exclude_subscriptions,
    email_subscriptions, colorize_icons,
    coalesce(created, modified, '2020-08-30Z')::text AS created,
    coalesce(modified, created, '2020-08-30Z')::text AS modified
  FROM "user" ORDER BY id`

/** Rows of ours that hold a source player's id or email under another player. */
async function clashes(tx: Queryable, rows: { id: number; email: string }[]) {
  return tx.query<{ id: number; email: string }>(
    `SELECT p.id, p.email FROM player p
     JOIN jsonb_to_recordset($1::jsonb) AS b(id int, email text)
       ON (p.id = b.id OR p.email = b.email) AND (p.id, p.email) <> (b.id, b.email)`,
    [JSON.stringify(rows.map(({ id, email }) => ({ id, email })))],
  )
}

/** Players under their ids, with their collections and the tokens they revoked. */
export async function importPlayers(run: SourceRun, map: CardMap, report: SwitchOverReport) {
  await copyTable<{ id: number; email: string }>(run, report, PLAYER, PLAYERS_SQL, async (rows) => {
    const clash = await clashes(run.ours, rows)
    if (clash.length > 0) {
      const named = clash.map((row) => `${row.id} <${row.email}>`).join(', ')
      throw new SwitchOverError(
        `This site already holds players of its own under the source's ids or emails (${named}); ` +
          'the switch-over moves the source onto a site with no players yet. Nothing was written.',
      )
    }
    return rows
  })
  await copyTable<{ player_id: number; release_id: number }>(
    run,
    report,
    COLLECTION,
    'SELECT user_id AS player_id, release_id FROM user_release ORDER BY user_id, release_id',
    (rows, collections) => {
      const known = rows.flatMap((row) => {
        const release = map.releaseId.get(row.release_id)
        return release === undefined ? [] : [{ player_id: row.player_id, release_id: release }]
      })
      skip(collections, 'a release this site does not have', rows.length - known.length)
      return known
    },
  )
  await copyTable(
    run,
    report,
    REVOKED,
    `SELECT revoked_uuid AS jti, user_id AS player_id, expires::text AS expires
     FROM user_revoked_tokens WHERE expires > now() ORDER BY revoked_uuid`,
  )
  await copyTable(
    run,
    report,
    INVITE,
    `SELECT uuid, email, requests, coalesce(requested, '2020-08-30Z')::text AS requested
     FROM invite ORDER BY uuid`,
  )
}

const COLLECTION: TableWrite = {
  table: 'player_release',
  columns: ['player_id', 'release_id'],
  key: ['player_id', 'release_id'],
}
const REVOKED: TableWrite = {
  table: 'revoked_token',
  columns: ['jti', 'player_id', 'expires'],
  key: ['jti'],
}
const INVITE: TableWrite = {
  table: 'invite',
  columns: ['uuid', 'email', 'requests', 'requested'],
  key: ['uuid'],
}
