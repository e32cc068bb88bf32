/** What the switch-over did to one of our tables. */
export interface TableReport {
  /** Rows read from the source. */
  read: number
  inserted: number
  updated: number
  /** Rows ours already held as the source has them (a second run: all of them). */
  unchanged: number
  /** Rows of ours removed (the card data's preconstructed decks, which the source's replace). */
  deleted: number
  /** Rows not written, by the reason why. */
  skipped: Record<string, number>
}

export type SwitchOverReport = Record<string, TableReport>

export const emptyTable = (): TableReport => ({
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  skipped: {},
})

export function skip(table: TableReport, reason: string, count = 1) {
  if (count > 0) table.skipped[reason] = (table.skipped[reason] ?? 0) + count
}

/** Rows inserted or updated in every table: 0 on a second run over an unchanged source. */
export const rowsWritten = (report: SwitchOverReport) =>
  Object.values(report).reduce(
    (sum, table) => sum + table.inserted + table.updated + table.deleted,
    0,
  )

/** The report as the operator reads it at the end of a run, one table a line. */
export function formatReport(report: SwitchOverReport, dryRun: boolean): string {
  const lines = [
    dryRun
      ? 'Dry run: nothing was written. A run would do this:'
      : 'Switch-over done. What each table of ours took:',
  ]
  for (const [name, t] of Object.entries(report)) {
    const skipped = Object.values(t.skipped).reduce((sum, n) => sum + n, 0)
    lines.push(
      `  ${name}: ${t.read} read, ${t.inserted} inserted, ${t.updated} updated, ` +
        `${t.unchanged} unchanged, ${t.deleted} deleted, ${skipped} skipped`,
    )
    for (const [reason, n] of Object.entries(t.skipped)) lines.push(`    skipped ${n}: ${reason}`)
  }
  lines.push(`  rows written: ${rowsWritten(report)}`)
  return lines.join('\n')
}

/**
 * Counts read so far against each table's total, with a bar of twenty steps, told at most once a
 * second (and at each table's end) to `write`: the run's progress on stderr.
 */
export function progressMeter(totals: Record<string, number>, write: (line: string) => void) {
  let last = 0
  const told = new Map<string, number>()
  return (table: string, done: number) => {
    const total = totals[table] ?? done
    const now = Date.now()
    if (told.get(table) === done || (done < total && now - last < 1000)) return
    last = now
    told.set(table, done)
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100)
    const bar = '#'.repeat(Math.floor(percent / 5)).padEnd(20, '.')
    write(`${table}: ${done}/${total} (${percent}%) [${bar}]`)
  }
}
