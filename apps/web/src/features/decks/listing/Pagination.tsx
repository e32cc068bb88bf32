import { pageOf } from './filters.ts'

/** Previous / Next with 'Page X of Y'. */
export function Pagination(props: {
  offset: number
  count: number
  disabled: boolean
  onOffset: (offset: number) => void
  pageSize: number
}) {
  const { page, pages, hasPrevious, hasNext } = pageOf(props.offset, props.count)
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-2 py-4">
      <p>
        Page {page} of {pages}
      </p>
      {hasPrevious || hasNext ? (
        <div className="flex gap-4">
          {hasPrevious ? (
            <button
              type="button"
              className="btn"
              disabled={props.disabled}
              onClick={() => props.onOffset(props.offset - props.pageSize)}
            >
              Previous
            </button>
          ) : null}
          {hasNext ? (
            <button
              type="button"
              className="btn"
              disabled={props.disabled}
              onClick={() => props.onOffset(props.offset + props.pageSize)}
            >
              Next
            </button>
          ) : null}
        </div>
      ) : null}
    </nav>
  )
}
