import { useId, useState } from 'react'
import { describeError } from './api-error.ts'
import { toast } from './toast-store.ts'

/**
 * Runs a form action with a busy flag; errors go through the shared handler of SPEC §8 unless
 * `onError` handles them (returns true). The action's error toast goes once it succeeds.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const key = useId()
  const run = async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
    setBusy(true)
    try {
      await action()
      toast.clear(key)
    } catch (error) {
      if (!onError?.(error)) {
        const { message, items } = describeError(error)
        toast.error(message, items, key)
      }
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
