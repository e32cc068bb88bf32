import { create } from 'zustand'
import { OPTIONS_KEY, readJson, writeJson } from './storage.ts'

/** Player options kept on the device (SPEC §3, ui-behaviour §14). */
export interface PlayerOptions {
  /** Card browser and deck pages: rows or card images. */
  galleryStyle: 'list' | 'binder'
  releaseFilter: 'all' | 'mine'
  colorizeIcons: boolean
  deckbuilderMode: boolean
  exportShowCardCounts: boolean
  exportSortByType: boolean
  exportShowAttribution: boolean
  /** Deck pages: cards grouped by type or by release... */
  deckSort: 'type' | 'release'
  /** ...with the groups in this order. */
  deckOrder: 'asc' | 'desc'
  /** My decks: newest created or newest modified first. */
  myDecksSort: 'created' | 'modified'
  /** Colour theme: the system's (followed live), or always light or dark. */
  theme: Theme
}

export type Theme = 'system' | 'light' | 'dark'

export const DEFAULT_OPTIONS: PlayerOptions = {
  galleryStyle: 'list',
  releaseFilter: 'all',
  colorizeIcons: false,
  deckbuilderMode: false,
  exportShowCardCounts: true,
  exportSortByType: true,
  exportShowAttribution: true,
  deckSort: 'type',
  deckOrder: 'asc',
  myDecksSort: 'created',
  theme: 'system',
}

/** The values each choice may take; boolean options are checked by type. */
const CHOICES: { [K in keyof PlayerOptions]?: readonly PlayerOptions[K][] } = {
  galleryStyle: ['list', 'binder'],
  releaseFilter: ['all', 'mine'],
  deckSort: ['type', 'release'],
  deckOrder: ['asc', 'desc'],
  myDecksSort: ['created', 'modified'],
  theme: ['system', 'light', 'dark'],
}

function isValid<K extends keyof PlayerOptions>(key: K, value: unknown): value is PlayerOptions[K] {
  const choices = CHOICES[key] as readonly unknown[] | undefined
  return choices ? choices.includes(value) : typeof value === typeof DEFAULT_OPTIONS[key]
}

/**
 * The stored options over the defaults. Storage is written by older clients and by hand, so a
 * value this client does not know (or a wrong type) falls back to its default, key by key.
 */
export function readStoredOptions(): PlayerOptions {
  const stored: unknown = readJson(OPTIONS_KEY)
  const out = { ...DEFAULT_OPTIONS }
  if (!stored || typeof stored !== 'object') return out
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof PlayerOptions)[]) {
    const value = (stored as Record<string, unknown>)[key]
    if (isValid(key, value)) (out as Record<string, unknown>)[key] = value
  }
  return out
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
  setOption: (key, value) => {
    set({ [key]: value } as Partial<OptionsState>)
    writeJson(OPTIONS_KEY, pick(get()))
  },
}))

// Stored options are the state, the defaults its initial state: a page the server rendered
// hydrates with the defaults it was rendered with, then shows the player's options.
useOptions.setState(readStoredOptions())

let showingIconColours = false

/**
 * "Use colored cost icons" as a class on the page root: icons.css paints dice by type only under
 * it, else an icon takes the text colour around it. A class rather than a subscription per icon,
 * as card lists show hundreds of them. Called once at start; follows every later change.
 */
export function showIconColours(): void {
  const apply = (on: boolean) => document.documentElement.classList.toggle('colored-icons', on)
  apply(useOptions.getState().colorizeIcons)
  if (showingIconColours) return
  showingIconColours = true
  useOptions.subscribe((state, previous) => {
    if (state.colorizeIcons !== previous.colorizeIcons) apply(state.colorizeIcons)
  })
}

const DARK_QUERY = '(prefers-color-scheme: dark)'
let followingTheme = false

/**
 * The theme as `data-theme` on the page root, which styles.css keys its dark set on. The script
 * in index.html sets it first, before the first paint, from the same stored option (it cannot
 * import this module); from here on this follows the option and, under System, the system's
 * setting as it changes. Called once at start.
 */
export function followTheme(): void {
  const media = window.matchMedia?.(DARK_QUERY)
  const apply = () => {
    const theme = useOptions.getState().theme
    const dark = theme === 'dark' || (theme === 'system' && media?.matches === true)
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  }
  apply()
  if (followingTheme) return
  followingTheme = true
  media?.addEventListener('change', apply)
  useOptions.subscribe((state, previous) => {
    if (state.theme !== previous.theme) apply()
  })
}
