import { useState } from 'react'
import { toast } from '../../lib/toast-store.ts'
import { BuyError, type BuyRequest, browser, requestCheckout } from './checkout.ts'

/**
 * Buying one product: asks the store for a checkout page and goes there; a refusal or failure is
 * a toast (SPEC §8). `pending` is the SKU being asked about, so its button can say so and the
 * others wait.
 */
export function useBuy() {
  const [pending, setPending] = useState<string | null>(null)
  const buy = async (request: BuyRequest) => {
    if (pending) return
    setPending(request.sku)
    try {
      browser.go(await requestCheckout(request))
    } catch (error) {
      toast.error(error instanceof BuyError ? error.message : 'Unable to reach the store.')
    } finally {
      // also when leaving: a page restored from the back/forward cache must be usable again
      setPending(null)
    }
  }
  return { pending, buy }
}
