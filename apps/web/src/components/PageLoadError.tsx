import { ApiError, describeError } from '../lib/api-error.ts'
import { ErrorNotice } from './ErrorNotice.tsx'

/**
 * A page whose item failed to load: the page's "No X found" texts for a 404, otherwise the
 * error with a retry.
 */
export function PageLoadError(props: {
  error: unknown
  title: string
  text: string
  onRetry: () => void
}) {
  if (props.error instanceof ApiError && props.error.status === 404) {
    return (
      <section className="py-12 text-center">
        <h1 className="mb-2 text-2xl font-bold">{props.title}</h1>
        <p>{props.text}</p>
      </section>
    )
  }
  return <ErrorNotice message={describeError(props.error).message} onRetry={props.onRetry} />
}
