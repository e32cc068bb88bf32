import { useHydrated } from '../lib/hydrated.ts'
import { timeDistance } from '../lib/time-ago.ts'

const pad = (value: number) => String(value).padStart(2, '0')

/** The exact local time for the tooltip: "2025-05-24 10:11 GMT+2". */
function exactTime(date: Date): string {
  const offset = -date.getTimezoneOffset()
  const hours = Math.floor(Math.abs(offset) / 60)
  const minutes = Math.abs(offset) % 60
  const zone = offset
    ? `GMT${offset > 0 ? '+' : '-'}${hours}${minutes ? `:${pad(minutes)}` : ''}`
    : 'GMT'
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())} ${zone}`
}

/**
 * "3 days ago", with the exact time as tooltip. A page the server rendered shows the day (UTC)
 * until it is the app's: the time now and the visitor's zone are the browser's to know.
 */
export function TimeAgo({ date }: { date: string }) {
  const hydrated = useHydrated()
  const parsed = new Date(date)
  if (!hydrated) return <time dateTime={date}>{date.slice(0, 10)}</time>
  return (
    <time dateTime={date} title={exactTime(parsed)}>
      {timeDistance(parsed)} ago
    </time>
  )
}

/**
 * Says that what the page shows is the copy kept on this device, read without a network, and
 * when it was kept (issue 30 item 3): small, beside what it marks.
 */
export function OfflineCopyMark({ keptAt }: { keptAt: string | undefined }) {
  if (keptAt === undefined) return null
  return (
    <p className="text-sm text-stone-600" data-testid="offline-copy">
      Offline copy, saved <TimeAgo date={keptAt} />
    </p>
  )
}
