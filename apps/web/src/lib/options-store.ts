import { create } from 'zustand'
import { OPTIONS_KEY, readJson, writeJson } from './storage.ts'

/** Player options kept on the device (SPEC §3). */
export interface PlayerOptions {
  galleryStyle: 'list' | 'binder'
  releaseFilter: 'all' | 'mine'
  colorizeIcons: boolean
  deckbuilderMode: boolean
  exportShowCardCounts: boolean
  exportSortByType: boolean
  exportShowAttribution: boolean
}

export const DEFAULT_OPTIONS: PlayerOptions = {
  galleryStyle: 'list',
  releaseFilter: 'all',
  colorizeIcons: false,
  deckbuilderMode: false,
  exportShowCardCounts: true,
  exportSortByType: true,
  exportShowAttribution: true,
}

interface OptionsState extends PlayerOptions {
  setOption: <K extends keyof PlayerOptions>(key: K, value: PlayerOptions[K]) => void
}

function pick(state: OptionsState): PlayerOptions {
  const out = { ...DEFAULT_OPTIONS }
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof PlayerOptions)[]) {
    ;(out as Record<string, unknown>)[key] = state[key]
  }
  return out
}

export const useOptions = create<OptionsState>((set, get) => ({
  ...DEFAULT_OPTIONS,
  ...readJson<Partial<PlayerOptions>>(OPTIONS_KEY),
  setOption: (key, value) => {
    set({ [key]: value } as Partial<OptionsState>)
    writeJson(OPTIONS_KEY, pick(get()))
  },
}))
