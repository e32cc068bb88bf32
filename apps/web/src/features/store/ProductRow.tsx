import type { StoreProduct } from '@ashes/game'
import type { ReactNode } from 'react'

/**
 * One product with its subtitle, text, price and Buy button; an unavailable one says `unavailable` ('Coming
 * Soon!', 'Currently Unavailable', 'Unavailable') on a button that cannot be pressed.
 */
export function ProductRow(props: {
  product: StoreProduct
  detail?: string
  unavailable: string
  /** The SKU whose checkout is being asked for; every button waits meanwhile. */
  pending: string | null
  onBuy: () => void
  children?: ReactNode
}) {
  const { product, pending } = props
  const opening = pending === product.sku
  const buyText = `Buy for $${product.price}`
  const label = product.available ? (opening ? 'Opening the store...' : buyText) : props.unavailable
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-stone-200 p-3">
      <div className="min-w-0">
        <p className="font-bold">{product.name}</p>
        {product.subtitle ? <p className="text-sm italic">{product.subtitle}</p> : null}
        {/* The catalogue's own words about the product (SPEC §3 "Store product"), as plain text. */}
        {product.text ? <p className="text-sm whitespace-pre-line">{product.text}</p> : null}
        {props.detail ? <p className="text-sm text-stone-600">{props.detail}</p> : null}
        {props.children}
      </div>
      <button
        type="button"
        className={product.available ? 'btn-primary min-h-11' : 'btn min-h-11'}
        disabled={!product.available || pending !== null}
        // the visible text first, then which product: several Buy buttons share one page
        aria-label={product.available && !opening ? `${buyText}: ${product.name}` : undefined}
        onClick={props.onBuy}
      >
        {label}
      </button>
    </li>
  )
}
