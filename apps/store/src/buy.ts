import { type StoreBuyReply, StoreBuyRequest } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { findProduct } from './catalogue.ts'
import { createOrder } from './orders.ts'

/** A body that was sent but is not JSON: refused with a message like every other bad input. */
export const NOT_JSON = Symbol('not JSON')

const refuse = (message: string): StoreBuyReply => ({ ok: false, message })

/**
 * `POST /buy/`: checks everything a client can get wrong, then opens an order and answers the
 * address of its checkout page. Refusals say what to change; the site shows them as they are.
 */
export async function buy(
  db: Queryable,
  body: unknown,
  site: { origin: string; checkoutUrl: (token: string) => string },
): Promise<StoreBuyReply> {
  if (body === NOT_JSON) return refuse('The request body is not valid JSON.')
  const parsed = StoreBuyRequest.safeParse(body)
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid request.')
  const { sku, return_to: returnTo, title } = parsed.data
  // return_to becomes the checkout page's way back: only the site's own pages may be linked
  // there, or anyone could make the store send buyers to a page of theirs.
  if (new URL(returnTo).origin !== site.origin) {
    return refuse(
      `return_to must be an address on the site ${site.origin}, such as ${site.origin}/decks/1/#buy.`,
    )
  }
  const cards = parsed.data.cards ?? []
  const product = await findProduct(db, sku)
  if (!product) return refuse(`There is no product with the SKU '${sku}'.`)
  if (!product.available) return refuse(`${product.name} is not available at the moment.`)
  const count = cards.reduce((sum, card) => sum + card.count, 0)
  const { max } = product.attributes
  if (product.deck && count === 0) {
    return refuse(`${product.name} prints a deck: send its cards.`)
  }
  if (count > max) {
    return refuse(
      max === 0
        ? `${product.name} takes no card list.`
        : `${product.name} holds at most ${max} cards; this list has ${count}.`,
    )
  }
  const token = await createOrder(db, {
    product,
    title: title?.trim() || null,
    cards,
    returnTo,
  })
  return { url: site.checkoutUrl(token) }
}
