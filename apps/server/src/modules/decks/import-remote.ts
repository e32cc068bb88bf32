import type { z } from 'zod'
import { badRequest } from '../../http/api-error.ts'

/** A source instance that does not answer within this time counts as unreachable. */
const SOURCE_TIMEOUT_MS = 30_000

const unreachable = (base: string) => badRequest(`Unable to connect to source API at ${base}`)

function remoteDetail(body: unknown, response: Response): string {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail
  if (typeof detail === 'string') return detail
  return `${response.status} ${response.statusText}`.trim()
}

/**
 * One call to the instance decks are imported from. Everything that can go wrong over there
 * (no connection, an error status, an answer of the wrong shape) becomes a 400 with a `detail`
 * the player can act on; none of it is this server's fault, so none of it is a 500.
 */
export async function callSource<T extends z.ZodType>(
  base: string,
  url: string,
  schema: T,
  init?: RequestInit,
): Promise<z.infer<T>>
export async function callSource(
  base: string,
  url: string,
  schema: undefined,
  init?: RequestInit,
): Promise<void>
export async function callSource(
  base: string,
  url: string,
  schema: z.ZodType | undefined,
  init: RequestInit = {},
): Promise<unknown> {
  let response: Response
  let text: string
  try {
    // Redirects are not followed: the configured instance is the only one we talk to.
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
    })
    text = await response.text()
  } catch {
    throw unreachable(base)
  }
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  if (response.status >= 300)
    throw badRequest(`Source API responded with error: ${remoteDetail(body, response)}`)
  if (!schema) return undefined
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw badRequest(`Source API at ${base} sent an answer this site cannot read.`)
  return parsed.data
}
