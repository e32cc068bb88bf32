import type { PrintedCard } from '@ashes/game'
import { storeUrl } from '../../lib/config.ts'

/** The body of `POST {store}/buy/` (SPEC §7). */
export interface BuyRequest {
  sku: string
  /** The page to come back to; with `#buy` for deck purchases, so the modal opens again. */
  return_to: string
  title?: string
  cards?: PrintedCard[]
}

/** Leaving the site for the store's checkout page; replaced in tests. */
export const browser = {
  go(url: string) {
    window.location.assign(url)
  },
}

/** A buy the store did not take: `message` is what the toast says (SPEC §8 store failure). */
export class BuyError extends Error {}

const serverReturned = (code: number, text: string) =>
  new BuyError(`The store's server returned code ${code}: ${text}`)

/** Only a web address is followed: a store answer must never run script on the site's page. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Asks the store for a checkout page and answers its address; throws BuyError with the store's
 * own message (`{ok: false, message}`), the status of a reply that is not 200, or code 0 for a
 * store that cannot be reached.
 */
export async function requestCheckout(body: BuyRequest, store = storeUrl): Promise<string> {
  let response: Response
  try {
    response = await fetch(`${store}/buy/`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw serverReturned(0, 'Network error.')
  }
  if (response.status !== 200) {
    throw serverReturned(response.status, `${response.statusText || 'Error'}.`)
  }
  const reply: unknown = await response.json().catch(() => undefined)
  const fields =
    typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {}
  const url = webAddress(fields.url)
  if (url) return url
  if (fields.ok === false && typeof fields.message === 'string' && fields.message) {
    throw new BuyError(fields.message)
  }
  throw new BuyError('The store answered without a checkout page. Please try again later.')
}

/** This page as the address to come back to, with `#buy` to reopen the buy modal. */
export function returnTo(reopen: boolean, location: Location = window.location): string {
  return `${location.origin}${location.pathname}${location.search}${reopen ? '#buy' : ''}`
}
