import { ErrorNotice } from '../../../components/ErrorNotice.tsx'
import { ApiError, describeError } from '../../../lib/api-error.ts'
import { namesNothing } from '../../../lib/query-failures.ts'
import { usePageTitle } from '../../../lib/title.ts'

/**
 * A deck that cannot be shown: missing, not ours, or an id that cannot be one (lib/query-failures.ts)
 * all read 'No deck found'; anything else (network, server) keeps the error and a retry.
 */
export function DeckLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = namesNothing(error) || (error instanceof ApiError && error.status === 403)
  // The tab says so too: it kept the route's or the last deck's title (issue 50 item 14).
  usePageTitle(missing ? 'No deck found' : undefined)
  if (missing) {
    return (
      <section className="py-12 text-center">
        <h1 className="mb-2 text-2xl font-bold">No deck found</h1>
        <p>Sorry, this does not appear to be a valid deck!</p>
      </section>
    )
  }
  return <ErrorNotice message={describeError(error).message} onRetry={onRetry} />
}
