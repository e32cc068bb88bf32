import { randomBytes } from 'node:crypto'
import type { StoreBuyCard, StoreProduct } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

export interface Order {
  token: string
  product: StoreProduct
  title: string | null
  cards: StoreBuyCard[]
  returnTo: string
  status: 'new' | 'placed'
}

interface OrderRow {
  token: string
  product: StoreProduct
  title: string | null
  cards: StoreBuyCard[]
  return_to: string
  status: 'new' | 'placed'
}

export async function createOrder(
  db: Queryable,
  order: Omit<Order, 'token' | 'status'>,
): Promise<string> {
  const token = randomBytes(18).toString('base64url')
  await db.query(
    `INSERT INTO store_order (token, sku, product, title, cards, return_to)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      token,
      order.product.sku,
      JSON.stringify(order.product),
      order.title,
      JSON.stringify(order.cards),
      order.returnTo,
    ],
  )
  return token
}

export async function findOrder(db: Queryable, token: string): Promise<Order | undefined> {
  const [row] = await db.query<OrderRow>(
    'SELECT token, product, title, cards, return_to, status FROM store_order WHERE token = $1',
    [token],
  )
  return row && { ...row, returnTo: row.return_to }
}

/** Placing is idempotent: a second press (or a resent form) keeps the first time placed. */
export async function placeOrder(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE store_order SET status = 'placed', placed = coalesce(placed, now())
     WHERE token = $1 RETURNING token`,
    [token],
  )
  return rows.length > 0
}
