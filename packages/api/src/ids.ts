/** The largest value of PostgreSQL's `integer` (int4), the type of every id and entity id. */
export const INT4_MAX = 2_147_483_647

/**
 * Whether a number fits an integer column. A path or body may carry any integer (the schemas
 * accept it, and such an id simply matches nothing), but the database refuses a parameter
 * beyond the column's range with an error, so it must never be sent there.
 */
export const fitsInt4 = (n: number): boolean =>
  Number.isSafeInteger(n) && n >= -INT4_MAX - 1 && n <= INT4_MAX

/** Whether a number can name a row: ids and entity ids come from sequences, so start at 1. */
export const isRowId = (n: number): boolean => n > 0 && fitsInt4(n)
