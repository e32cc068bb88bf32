import { ApiError } from './api-error.ts'

/**
 * A read that a copy kept on this device can answer without a network (issue 30): the card
 * data's listing, card pages and releases. Small, and apart from offline.ts, for the first load
 * of the pages that read them: what answers offline loads only once the network has failed.
 */

/** A failure for want of a network: the request never reached the server. */
const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0

/** `call`'s answer; without a network, `local`'s instead. The error stands when it has none. */
export async function orLocalCopy<T>(
  call: Promise<T>,
  local: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (!isOffline(error)) throw error
    const answer = await local()
    if (answer === undefined) throw error
    return answer
  }
}

/**
 * The query options of such a read. TanStack Query holds a query back while the browser says it
 * is offline ('online' mode), so once the network dropped during a visit the read never ran and
 * its copy never answered ("Loading..." for ever); offlineFirst runs it, and the copy answers.
 * A failure for want of a network is not tried again: that would only wait for the network.
 */
export const answeredOffline = {
  networkMode: 'offlineFirst',
  retry: (failures: number, error: unknown) => failures < 3 && !isOffline(error),
} as const
