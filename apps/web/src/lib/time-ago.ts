const UNITS = [
  { name: 'second', seconds: 1, below: 60 },
  { name: 'minute', seconds: 60, below: 60 * 60 },
  { name: 'hour', seconds: 60 * 60, below: 24 * 60 * 60 },
  { name: 'day', seconds: 24 * 60 * 60, below: 30 * 24 * 60 * 60 },
  { name: 'month', seconds: 30 * 24 * 60 * 60, below: 365 * 24 * 60 * 60 },
  { name: 'year', seconds: 365 * 24 * 60 * 60, below: Number.POSITIVE_INFINITY },
] as const

/**
 * The distance from `date` to `now` in one whole unit ("1 minute", "5 hours", "2 years"), the
 * strict distance of ui-behaviour §6: no "about", no "less than".
 */
export function timeDistance(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000)
  // the last unit has no upper bound, so a unit is always found
  const unit = UNITS.find((candidate) => seconds < candidate.below) as (typeof UNITS)[number]
  // rounding could reach the next unit's threshold (59.6 minutes); keep it in this unit then
  const amount = Math.min(Math.round(seconds / unit.seconds), unit.below / unit.seconds - 1)
  return `${amount} ${unit.name}${amount === 1 ? '' : 's'}`
}
