import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_OPTIONS, readStoredOptions } from './options-store.ts'
import { OPTIONS_KEY } from './storage.ts'

describe('options kept on the device', () => {
  afterEach(() => {
    localStorage.clear()
    vi.resetModules()
  })

  it('defaults the deck page to type, ascending, list, and My decks to created', () => {
    expect(readStoredOptions()).toMatchObject({
      deckSort: 'type',
      deckOrder: 'asc',
      galleryStyle: 'list',
      myDecksSort: 'created',
    })
  })

  it('keeps known stored values and drops unknown ones, key by key', () => {
    localStorage.setItem(
      OPTIONS_KEY,
      JSON.stringify({
        deckSort: 'release',
        deckOrder: 'sideways',
        galleryStyle: 'binder',
        myDecksSort: 'title',
        exportSortByType: 'yes',
        deckbuilderMode: true,
      }),
    )
    expect(readStoredOptions()).toEqual({
      ...DEFAULT_OPTIONS,
      deckSort: 'release',
      galleryStyle: 'binder',
      deckbuilderMode: true,
    })
  })

  it('reads defaults from storage that is not an object or not JSON', () => {
    localStorage.setItem(OPTIONS_KEY, '"binder"')
    expect(readStoredOptions()).toEqual(DEFAULT_OPTIONS)
    localStorage.setItem(OPTIONS_KEY, '{not json')
    expect(readStoredOptions()).toEqual(DEFAULT_OPTIONS)
  })

  it('a choice survives a reload: a fresh store starts from what the last one wrote', async () => {
    const first = await import('./options-store.ts')
    first.useOptions.getState().setOption('deckOrder', 'desc')
    first.useOptions.getState().setOption('myDecksSort', 'modified')
    vi.resetModules()
    const reloaded = await import('./options-store.ts')
    expect(reloaded.useOptions).not.toBe(first.useOptions)
    expect(reloaded.useOptions.getState()).toMatchObject({
      deckOrder: 'desc',
      myDecksSort: 'modified',
    })
  })

  it('the theme is System unless Light or Dark was stored', () => {
    expect(readStoredOptions().theme).toBe('system')
    localStorage.setItem(OPTIONS_KEY, JSON.stringify({ theme: 'dark' }))
    expect(readStoredOptions().theme).toBe('dark')
    localStorage.setItem(OPTIONS_KEY, JSON.stringify({ theme: 'sepia' }))
    expect(readStoredOptions().theme).toBe('system')
  })

  it('the page root shows the chosen theme, and under System the system’s, as either changes', async () => {
    let dark = false
    const listeners: (() => void)[] = []
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    }))
    const { followTheme, useOptions } = await import('./options-store.ts')
    const shown = () => document.documentElement.dataset.theme
    followTheme()
    expect(shown()).toBe('light')
    dark = true
    for (const listener of listeners) listener()
    expect(shown()).toBe('dark')
    useOptions.getState().setOption('theme', 'light')
    expect(shown()).toBe('light')
    useOptions.getState().setOption('theme', 'dark')
    dark = false
    for (const listener of listeners) listener()
    expect(shown()).toBe('dark')
    useOptions.getState().setOption('theme', 'system')
    expect(shown()).toBe('light')
    vi.unstubAllGlobals()
  })
})
