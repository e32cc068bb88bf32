import type { Db, Queryable } from '@ashes/runtime'

/**
 * `db` with every statement's time told to `observe` (seconds), inside transactions too: the
 * statement-time metric (http/metrics.ts). One clock reading per statement.
 */
export function timedDb(db: Db, observe: (seconds: number) => void): Db {
  const time = async <T>(run: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    try {
      return await run()
    } finally {
      observe((performance.now() - start) / 1000)
    }
  }
  const timed = (q: Queryable): Queryable => ({
    query: (text, params) => time(() => q.query(text, params)),
    exec: (text) => time(() => q.exec(text)),
  })
  return {
    ...db,
    ...timed(db),
    transaction: (work) => db.transaction((tx) => work(timed(tx))),
  }
}
