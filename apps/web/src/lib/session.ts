import { create } from 'zustand'

/**
 * Hooks the API client needs from the running app: a way to navigate outside React, and the
 * login prompt raised by a 401 (the modal resolves it with whether the user logged in again).
 */
let navigator: (to: string) => void = (to) => window.location.assign(to)

export function setNavigator(navigate: (to: string) => void): void {
  navigator = navigate
}

export function navigateTo(to: string): void {
  navigator(to)
}

interface LoginPromptState {
  open: boolean
  /** Set when a caller waits for the outcome; the modal then explains the session expired. */
  resolve: ((loggedIn: boolean) => void) | null
  request: () => Promise<boolean>
  openPlain: () => void
  finish: (loggedIn: boolean) => void
}

export const useLoginPrompt = create<LoginPromptState>((set, get) => ({
  open: false,
  resolve: null,
  request: () =>
    new Promise<boolean>((resolve) => {
      get().resolve?.(false)
      set({ open: true, resolve })
    }),
  openPlain: () => set({ open: true, resolve: null }),
  finish: (loggedIn) => {
    const { resolve } = get()
    set({ open: false, resolve: null })
    resolve?.(loggedIn)
  },
}))
