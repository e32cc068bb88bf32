import { TRENDING_HELP } from './sorts.ts'

/** The id of the trending formula's text, which the sort select points to while trending is chosen. */
export const TRENDING_HELP_ID = 'trending-help'

/** The trending formula, under the filters while trending is the order. */
export function TrendingHelp() {
  return (
    <p id={TRENDING_HELP_ID} className="text-sm text-stone-600">
      {TRENDING_HELP}
    </p>
  )
}
