import type { Queryable } from '@ashes/runtime'
import { emptyTable, type SwitchOverReport, type TableReport } from './report.ts'
import type { SourceRun } from './run.ts'

/** How rows of one of our tables are written: keyed by `key`, compared on every other column. */
export interface TableWrite {
  table: string
  /** The columns of a row, as the batch's objects name them. */
  columns: readonly string[]
  /** The conflict target (the primary key). */
  key: readonly string[]
  /** SQL for the value an update sets, where it is not the source's (`excluded.<column>`). */
  updateAs?: Record<string, string>
}

const statements = new Map<TableWrite, string>()

function upsertSql(write: TableWrite): string {
  const { table, columns, key, updateAs = {} } = write
  const updated = columns.filter((column) => !key.includes(column))
  const value = (column: string) => updateAs[column] ?? `excluded.${column}`
  const list = columns.join(', ')
  const insert = `INSERT INTO ${table} AS t (${list})
    SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
    ON CONFLICT (${key.join(', ')})`
  // A row that is all key (a collection's release): there when it is there.
  if (updated.length === 0) return `${insert} DO NOTHING RETURNING true AS inserted`
  // Only a row that differs is updated: a second run over the same source changes nothing.
  return `${insert} DO UPDATE
      SET (${updated.join(', ')}) = ROW(${updated.map(value).join(', ')})
      WHERE (${updated.map((column) => `t.${column}`).join(', ')})
        IS DISTINCT FROM (${updated.map(value).join(', ')})
    RETURNING (xmax = 0) AS inserted`
}

/**
 * Inserts the batch's rows into our table, or updates the rows ours holds under their keys
 * where they differ, and counts what happened in `report`. One statement a batch.
 */
export async function upsertRows(
  tx: Queryable,
  write: TableWrite,
  rows: readonly object[],
  report: TableReport,
): Promise<void> {
  if (rows.length === 0) return
  let sql = statements.get(write)
  if (!sql) {
    sql = upsertSql(write)
    statements.set(write, sql)
  }
  const changed = await tx.query<{ inserted: boolean }>(sql, [JSON.stringify(rows)])
  const inserted = changed.filter((row) => row.inserted).length
  report.inserted += inserted
  report.updated += changed.length - inserted
  report.unchanged += rows.length - changed.length
}

/**
 * Copies what `sql` reads from the source into our table `write.table`, reported under that name;
 * `keep` turns each batch into the rows to write, counting in the report what it leaves out.
 */
export async function copyTable<T extends object>(
  run: SourceRun,
  report: SwitchOverReport,
  write: TableWrite,
  sql: string,
  keep: (rows: T[], table: TableReport) => readonly object[] | Promise<readonly object[]> = (
    rows,
  ) => rows,
): Promise<void> {
  const table = emptyTable()
  report[write.table] = table
  await run.each<T>(write.table, sql, async (rows) => {
    table.read += rows.length
    await upsertRows(run.ours, write, await keep(rows, table), table)
  })
}
