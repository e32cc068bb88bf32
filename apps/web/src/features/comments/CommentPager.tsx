import { Link, useLocation } from '../../lib/router/index.ts'
import { searchForPage } from './paging.ts'

/** "Page X of Y" with Previous/Next links that keep the page number in `?page=`. */
export function CommentPager({ page, pages }: { page: number; pages: number }) {
  const location = useLocation()
  // landing on the section heading keeps the reader in the comments rather than at the page top
  const to = (target: number) => ({
    search: searchForPage(location.search, target),
    hash: 'comments',
  })
  return (
    <nav aria-label="Comment pages" className="flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, pages))} className="btn">
          Previous
        </Link>
      ) : null}
      <p>
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
