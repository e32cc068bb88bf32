import { ApiError, describeError } from '../lib/api-error.ts'
import { usePageTitle } from '../lib/title.ts'
import { ErrorNotice } from './ErrorNotice.tsx'

/**
 * Answers that say the address names nothing, so asking again cannot help: 404, and 422 for an
 * id or stub that cannot be one (the server's own page answers 404 for both, http/web-pages.ts).
 */
const NAMES_NOTHING = new Set([404, 422])

/**
 * A page whose item failed to load: the page's "No X found" texts when the address names
 * nothing, otherwise the error with a retry.
 */
export function PageLoadError(props: {
  error: unknown
  title: string
  text: string
  onRetry: () => void
}) {
  const missing = props.error instanceof ApiError && NAMES_NOTHING.has(props.error.status)
  // The tab says so too: it kept the route's or the last item's title (issue 50 item 14).
  usePageTitle(missing ? props.title : undefined)
  if (missing) {
    return (
      <section className="py-12 text-center">
        <h1 className="mb-2 text-2xl font-bold">{props.title}</h1>
        <p>{props.text}</p>
      </section>
    )
  }
  return <ErrorNotice message={describeError(props.error).message} onRetry={props.onRetry} />
}
