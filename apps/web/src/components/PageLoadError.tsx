import { describeError } from '../lib/api-error.ts'
import { namesNothing } from '../lib/query-failures.ts'
import { usePageTitle } from '../lib/title.ts'
import { ErrorNotice } from './ErrorNotice.tsx'

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
  const missing = namesNothing(props.error)
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
