import { create } from 'zustand'

/**
 * What the API client is doing, for whoever needs to know without making the calls: how many
 * requests await an answer (the progress bar runs on every API request, ui-behaviour §15) and
 * each call answered with success (a write makes cached reads wrong: see features/decks/deck-writes).
 */
export const useApiActivity = create<{ inFlight: number }>(() => ({ inFlight: 0 }))

export interface AnsweredCall {
  method: string
  /** The path as sent, with its query. */
  path: string
}

const listeners = new Set<(call: AnsweredCall) => void>()

/** Calls `listener` after every successful API call; answers the function that stops it. */
export function onApiSuccess(listener: (call: AnsweredCall) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs one API call, counted as in flight until it settles; listeners hear of its success. */
export async function tracked<T>(call: AnsweredCall, run: () => Promise<T>): Promise<T> {
  useApiActivity.setState((state) => ({ inFlight: state.inFlight + 1 }))
  try {
    const result = await run()
    for (const listener of listeners) listener(call)
    return result
  } finally {
    useApiActivity.setState((state) => ({ inFlight: state.inFlight - 1 }))
  }
}
