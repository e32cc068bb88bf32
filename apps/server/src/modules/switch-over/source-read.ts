import type { Db, Queryable } from '@ashes/runtime'

/**
 * Reads the source site's database in one read-only, repeatable-read transaction: every table
 * is read as of one moment, even if the old site still takes writes (it should not: see
 * docs/switch-over.md), and nothing is written there.
 */
export function readSourceSnapshot<T>(source: Db, work: (tx: Queryable) => Promise<T>) {
  return source.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    // Dates are read as text (their microseconds kept): ISO and UTC, whatever the server's
    // defaults, so that ours reads them back exactly.
    await tx.query(`SET LOCAL datestyle = 'ISO, YMD'`)
    await tx.query(`SET LOCAL timezone = 'UTC'`)
    return work(tx)
  })
}

let cursors = 0

/**
 * Runs `sql` on the source through a cursor and hands its rows to `onBatch` `size` at a time:
 * memory holds two batches, whatever the table's size. The next batch is fetched while
 * `onBatch` writes the last one: the source's database and ours work at once.
 */
export async function eachBatch<T>(
  tx: Queryable,
  sql: string,
  size: number,
  onBatch: (rows: T[]) => Promise<void>,
): Promise<void> {
  const name = `switch_over_${++cursors}`
  await tx.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`)
  const fetch = () => {
    const rows = tx.query<T>(`FETCH FORWARD ${size} FROM ${name}`)
    // A batch's failure ends the run before the fetch ahead of it is awaited.
    rows.catch(() => {})
    return rows
  }
  let ahead = fetch()
  for (;;) {
    const rows = await ahead
    if (rows.length === 0) break
    ahead = fetch()
    await onBatch(rows)
  }
  await tx.query(`CLOSE ${name}`)
}

/** Whether the source's table has the column (a later Ashes.live than the models read). */
export async function sourceHasColumn(tx: Queryable, table: string, column: string) {
  const rows = await tx.query(
    `SELECT 1 FROM pg_attribute
     WHERE attrelid = to_regclass($1) AND attname = $2 AND NOT attisdropped`,
    [table, column],
  )
  return rows.length > 0
}
