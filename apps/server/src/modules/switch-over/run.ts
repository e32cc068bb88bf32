import type { Queryable } from '@ashes/runtime'
import { eachBatch } from './source-read.ts'

/** One run's two transactions: the source's snapshot, read, and ours, written. */
export interface SourceRun {
  source: Queryable
  ours: Queryable
  /**
   * Reads `sql` from the source a batch at a time and hands each to `onBatch`, telling the
   * progress of `table` (whose total was counted at the start).
   */
  each<T>(table: string, sql: string, onBatch: (rows: T[]) => Promise<void>): Promise<void>
}

export function sourceRun(
  source: Queryable,
  ours: Queryable,
  batchSize: number,
  progress: (table: string, done: number) => void,
): SourceRun {
  return {
    source,
    ours,
    each: async (table, sql, onBatch) => {
      let done = 0
      await eachBatch(source, sql, batchSize, async (rows) => {
        await onBatch(rows as never)
        done += rows.length
        progress(table, done)
      })
      progress(table, done)
    },
  }
}
