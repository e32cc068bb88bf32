/** JSON in localStorage; failures (private mode, bad JSON) read as missing. */
export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or disabled: the app keeps working for this session
  }
}

export const AUTH_KEY = 'player.auth'
export const OPTIONS_KEY = 'deckbuilder.options'
