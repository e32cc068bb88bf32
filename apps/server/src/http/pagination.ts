import type { Paginated } from '@ashes/api'
import type { FastifyRequest } from 'fastify'

/** The page links of a listing: the request URL with `offset` moved (api-core 0.4). */
export function pageLinks(
  request: FastifyRequest,
  count: number,
  limit: number,
  offset: number,
): Pick<Paginated<unknown>, 'next' | 'previous'> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const params = new URLSearchParams()
  for (const [key, value] of url.searchParams) if (value.trim() !== '') params.append(key, value)
  const link = (newOffset: number) => {
    const copy = new URLSearchParams(params)
    if (newOffset > 0) copy.set('offset', String(newOffset))
    else copy.delete('offset')
    const query = copy.toString()
    return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`
  }
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  }
}
