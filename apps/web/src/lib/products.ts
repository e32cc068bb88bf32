import type { StoreProduct } from '@ashes/game'
import { useEffect } from 'react'
import { create } from 'zustand'
import { storeUrl } from './config.ts'

interface ProductsState {
  /** False until the store has answered, or failed to. */
  loaded: boolean
  products: StoreProduct[]
}

/** The partner store's catalogue (SPEC §4 "Buy"): loaded once at start, empty on failure. */
export const useProducts = create<ProductsState>(() => ({ loaded: false, products: [] }))

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * A product the site can show and offer. Checked by hand, not with the API's zod schema: this
 * runs on every page's first load, which zod would make heavier. A malformed product is left out
 * rather than failing the whole catalogue.
 */
function isProduct(value: unknown): value is StoreProduct {
  if (!isObject(value) || !isObject(value.attributes)) return false
  const { attributes } = value
  return (
    typeof value.sku === 'string' &&
    typeof value.name === 'string' &&
    typeof value.price === 'string' &&
    typeof value.available === 'boolean' &&
    typeof value.deck === 'boolean' &&
    typeof attributes.physical === 'boolean' &&
    typeof attributes.unrestricted === 'boolean' &&
    typeof attributes.max === 'number'
  )
}

let loading: Promise<void> | undefined

/**
 * Loads the catalogue unless it was already asked for: once the first screen is done (main.tsx),
 * or as soon as a screen that shows it (a Buy button, the store's page) is drawn.
 */
export function loadProductsOnce(): Promise<void> {
  loading ??= loadProducts()
  return loading
}

/** Fetches `{store}/products/` once; without a store, or when it fails, the list is empty. */
export async function loadProducts(store = storeUrl): Promise<void> {
  let products: StoreProduct[] = []
  if (store) {
    try {
      const response = await fetch(`${store}/products/`, {
        headers: { Accept: 'application/json' },
      })
      const body: unknown = response.ok ? await response.json() : []
      if (Array.isArray(body)) products = body.filter(isProduct)
    } catch {
      // an unreachable store means no products, which the Buy button says
    }
  }
  useProducts.setState({ loaded: true, products })
}

/** The catalogue, for a screen that shows it: asks for it now if nothing has yet. */
export function useCatalogue(): ProductsState {
  useEffect(() => {
    if (!useProducts.getState().loaded) void loadProductsOnce()
  }, [])
  return useProducts()
}
