import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand'
import type { Draft } from './drafts.ts'
import type { BuilderState } from './state.ts'

/**
 * The builder's stores as the first load of a page knows them: their code (state.ts, drafts.ts)
 * loads only for a player who builds. A page whose device holds no open builder and no draft
 * (every visitor's) never loads it: the shell's slots read "no builder" until a deck is opened,
 * whose commands bring the store. Each store hands itself over here when its module runs.
 */

export const BUILDER_KEY = 'deckbuilder.builder'
export const DRAFTS_KEY = 'deckbuilder.drafts'

/** A store whose module runs on demand, and the components reading it until then. */
function lateStore<S>() {
  let store: StoreApi<S> | null = null
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    current: () => store,
    take(arrived: StoreApi<S>) {
      store = arrived
      arrived.subscribe(notify)
      notify()
    },
    /**
     * `select` of the store's state, `absent` while its code is not here. The server's render
     * (and the hydration of its HTML) reads `absent` too, as a store's initial state: the
     * builder a player keeps on the device shows after the page hydrates as rendered.
     */
    read<T>(
      select: (state: S) => T,
      absent: T,
    ): [(listener: () => void) => () => void, () => T, () => T] {
      return [subscribe, () => (store ? select(store.getState()) : absent), () => absent]
    },
  }
}

const builder = lateStore<BuilderState>()
const drafts = lateStore<{ drafts: Record<string, Draft[]> }>()

/** state.ts hands its store over as it runs. */
export const takeBuilderStore = builder.take
/** drafts.ts hands its store over as it runs. */
export const takeDraftsStore = drafts.take

/** The builder's store, or null while its code is not here (then no builder is open). */
export const builderStore = builder.current
/** The drafts' store, or null while their code is not here. */
export const draftsStore = drafts.current

/** `select` of the builder's state; `absent` (the initial state's answer) until it is here. */
export function useBuilderState<T>(select: (state: BuilderState) => T, absent: T): T {
  return useSyncExternalStore(...builder.read(select, absent))
}

/** `select` of the kept drafts; `absent` (none) until their code is here. */
export function useDraftsState<T>(
  select: (state: { drafts: Record<string, Draft[]> }) => T,
  absent: T,
): T {
  return useSyncExternalStore(...drafts.read(select, absent))
}
