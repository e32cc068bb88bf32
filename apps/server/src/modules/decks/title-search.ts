import { DatabaseUnavailableError, type Db, type Queryable } from '@ashes/runtime'
import { ApiError } from '../../http/api-error.ts'

/**
 * Title search words (api-decks 4.1): `&`, `:`, `-` become spaces and anything but ASCII letters is
 * dropped. Every word must match a title word by its stem or as a prefix (the reference matched
 * whole stemmed words only, though it was designed for prefixes).
 */
export function titleQuery(q: string): string | undefined {
  const words = q
    .replace(/[&:-]/g, ' ')
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined
}

/**
 * The title test over the deck alias `d`, `text` the SQL of titleQuery's result. Migration 0030
 * indexes this very expression for listed decks: a change here needs a new index.
 */
export const titleMatch = (text: string) =>
  `to_tsvector('english', coalesce(d.title, '')) @@ to_tsquery('english', ${text})`

/**
 * Longest a public search's statement may run on PostgreSQL. A search costs in proportion to the
 * decks it matches (the index finds them, then they are counted and sorted): a word in every
 * title took some 100 ms to count and 120 ms for a page at 100,000 decks; a limit keeps a search
 * from running for seconds however many decks there are.
 */
const SEARCH_STATEMENT_MS = 500
/**
 * Public searches reading the database at once, per server; the others wait their turn. However
 * many anonymous clients search, most of the pool's ten connections stay free for everything else.
 */
const SEARCHES_AT_ONCE = 2

const TOO_LONG = 'This search took too long. Please try longer or more words.'

/** Runs public searches' reads a few at a time, each statement bounded (see above). */
export class SearchGate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  async run<T>(db: Db, work: (q: Queryable) => Promise<T>): Promise<T> {
    if (this.running < SEARCHES_AT_ONCE) this.running += 1
    // The slot is handed over by the search that ends: `running` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      // PGlite runs one statement at a time in-process, with no statement timeout.
      if (db.kind !== 'postgres') return await work(db)
      return await db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('statement_timeout', '${SEARCH_STATEMENT_MS}', true)`)
        return work(tx)
      })
    } catch (error) {
      const cause = error instanceof DatabaseUnavailableError ? error.cause : undefined
      if ((cause as { code?: string } | undefined)?.code === '57014')
        throw new ApiError(503, TOO_LONG, { 'Retry-After': '5' })
      throw error
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
    }
  }
}
