import type { Paginated } from '@ashes/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's public origin (PUBLIC_URL), which page links are built on. */
    publicUrl: string
  }
}

/**
 * Page links start with PUBLIC_URL: the reference took the request's host, so any client could
 * make them point elsewhere with a Host or X-Forwarded-Host header.
 */
export function registerPageLinks(app: FastifyInstance, publicUrl: string): void {
  app.decorate('publicUrl', publicUrl)
}

/** The page links of a listing: the request URL with `offset` moved (api-core 0.4). */
export function pageLinks(
  request: FastifyRequest,
  count: number,
  limit: number,
  offset: number,
): Pick<Paginated<unknown>, 'next' | 'previous'> {
  // Only the path and query are read from the request; the base is a placeholder.
  const url = new URL(request.url, 'http://localhost')
  const params = new URLSearchParams()
  for (const [key, value] of url.searchParams) if (value.trim() !== '') params.append(key, value)
  const link = (newOffset: number) => {
    const copy = new URLSearchParams(params)
    if (newOffset > 0) copy.set('offset', String(newOffset))
    else copy.delete('offset')
    const query = copy.toString()
    return `${request.server.publicUrl}${url.pathname}${query ? `?${query}` : ''}`
  }
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
  }
}
