import type { z } from 'zod'
import { badRequest } from '../../http/api-error.ts'
import { BodyTooLargeError, readCappedBody } from '../../http/capped-body.ts'

/** A source instance that does not answer within this time counts as unreachable. */
const SOURCE_TIMEOUT_MS = 30_000
/**
 * The most of one answer from the source that is read (32 MB), checked while it streams. The
 * largest page an instance sends at the default 30 decks per page (EXPORTS_PER_REQUEST), each
 * deck with a 20,000-character description of characters JSON escapes to 6 bytes and 100
 * cards, is about 4 MB; ordinary pages are a few hundred KB. Reading the whole answer let one
 * endless answer grow this server by gigabytes (issue 24 item 8).
 */
export const SOURCE_ANSWER_MAX_BYTES = 32 * 1024 * 1024

const unreachable = (base: string) => badRequest(`Unable to connect to source API at ${base}`)
const unreadable = (base: string) =>
  badRequest(`Source API at ${base} sent an answer this site cannot read.`)

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
    text = new TextDecoder().decode(await readCappedBody(response, SOURCE_ANSWER_MAX_BYTES))
  } catch (error) {
    throw error instanceof BodyTooLargeError ? unreadable(base) : unreachable(base)
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
  if (!parsed.success) throw unreadable(base)
  return parsed.data
}
