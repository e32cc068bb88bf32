/** SPEC §9: comments are read 30 to a page. */
export const COMMENT_PAGE_SIZE = 30

/** The `?page=` query parameter as a page number; anything but a positive integer is page 1. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 ? page : 1
}

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / COMMENT_PAGE_SIZE))

/** The search string for a page of comments, keeping the page's other query parameters. */
export function searchForPage(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set('page', String(page))
  else params.delete('page')
  const text = params.toString()
  return text ? `?${text}` : ''
}
