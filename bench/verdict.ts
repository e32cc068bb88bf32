// The benches' verdicts: each judged figure is compared with its target here, printed with the
// same words everywhere, and counted, so `npm run bench` exits non-zero when any target is
// missed (issue 31). Pure apart from the exit code `finish` sets; tested in verdict.test.ts.

/** A target: the figure must be at most, or at least, `limit`. */
export type Bound = { atMost: number } | { atLeast: number }

/** Whether `value` holds `bound`. A figure that was not measured (NaN) never does. */
export function meets(value: number, bound: Bound): boolean {
  if (!Number.isFinite(value)) return false
  return 'atMost' in bound ? value <= bound.atMost : value >= bound.atLeast
}

/** The target and the verdict as a line prints them: "target <= 16.7 ms: OVER BUDGET". */
export function verdictText(value: number, bound: Bound, unit = ''): string {
  const [sign, limit] = 'atMost' in bound ? ['<=', bound.atMost] : ['>=', bound.atLeast]
  const word = meets(value, bound) ? 'OK' : 'atMost' in bound ? 'OVER BUDGET' : 'BELOW TARGET'
  // At most two decimals (1.25, 0.33, 16.67), and a ratio's "x" against its number.
  const shown = String(Number(limit.toFixed(2)))
  return `target ${sign} ${shown}${unit && unit !== 'x' ? ' ' : ''}${unit}: ${word}`
}

export interface Verdicts {
  /** Judges one figure, remembers the verdict, and returns the text to print beside it. */
  judge: (name: string, value: number, bound: Bound, unit?: string) => string
  /** The names of the figures that missed their target. */
  missed: () => string[]
  /** How many figures were judged. */
  judged: () => number
}

export function createVerdicts(): Verdicts {
  const results: { name: string; ok: boolean }[] = []
  return {
    judge: (name, value, bound, unit) => {
      results.push({ name, ok: meets(value, bound) })
      return verdictText(value, bound, unit)
    },
    missed: () => results.filter((result) => !result.ok).map((result) => result.name),
    judged: () => results.length,
  }
}

/** The closing line of a bench, and its exit code: 1 when a target was missed, else 0. */
export function summary(bench: string, verdicts: Verdicts): { line: string; code: number } {
  const missed = verdicts.missed()
  const line = missed.length
    ? `${bench}: ${missed.length} of ${verdicts.judged()} targets MISSED: ${missed.join('; ')}`
    : `${bench}: all ${verdicts.judged()} targets met`
  return { line, code: missed.length ? 1 : 0 }
}

/** Prints the summary and sets the process's exit code from it. */
export function finish(bench: string, verdicts: Verdicts): void {
  const { line, code } = summary(bench, verdicts)
  console.log(line)
  if (code) process.exitCode = code
}
