import { Link } from '../../../lib/router/index.ts'
import { pageOf } from './filters.ts'

/**
 * Previous / Next with 'Page X of Y'. They are links to the listing's other pages (`?offset=N`,
 * the other filters kept), so a reader without JavaScript (a crawler, the server's page before
 * the app runs) reaches every page; with it, the app's router follows them in place.
 */
export function Pagination(props: {
  offset: number
  count: number
  /** A page is loading: the links wait for it, as the buttons they were did. */
  disabled: boolean
  /** The query string of the listing at another offset. */
  searchAt: (offset: number) => string
  pageSize: number
}) {
  const { page, pages, hasPrevious, hasNext } = pageOf(props.offset, props.count)
  const link = (label: string, offset: number) => (
    <Link
      className="btn aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      to={{ search: props.searchAt(offset) }}
      aria-disabled={props.disabled || undefined}
      onClick={(event) => {
        if (props.disabled) event.preventDefault()
      }}
    >
      {label}
    </Link>
  )
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-2 py-4">
      <p>
        Page {page} of {pages}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-4">
          {hasPrevious ? link('Previous', props.offset - props.pageSize) : null}
          {hasNext ? link('Next', props.offset + props.pageSize) : null}
        </div>
      ) : null}
    </nav>
  )
}
