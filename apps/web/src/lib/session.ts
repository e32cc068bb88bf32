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
  /**
   * Callers waiting for the outcome; the modal then explains the session expired. Every request
   * refused at the same moment waits on the one prompt, and all hear its outcome.
   */
  waiting: ((loggedIn: boolean) => void)[]
  request: () => Promise<boolean>
  openPlain: () => void
  finish: (loggedIn: boolean) => void
}

export const useLoginPrompt = create<LoginPromptState>((set, get) => ({
  open: false,
  waiting: [],
  request: () =>
    new Promise<boolean>((resolve) => {
      set({ open: true, waiting: [...get().waiting, resolve] })
    }),
  openPlain: () => set({ open: true }),
  finish: (loggedIn) => {
    const { waiting } = get()
    set({ open: false, waiting: [] })
    for (const resolve of waiting) resolve(loggedIn)
  },
}))
