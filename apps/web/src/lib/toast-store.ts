import { create } from 'zustand'
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_OTHER_MS } from './config.ts'

export type ToastKind = 'error' | 'warning' | 'success' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** Extra lines shown as a list, e.g. the field errors of an 'Invalid submission:' toast. */
  items?: string[]
  /** The action it tells of: its next toast replaces this one, and its success clears it. */
  key?: string
  /** User text the message quotes (a player's name), shown set apart from the words around it. */
  user?: string
}

interface ToastState {
  toasts: Toast[]
  push: (kind: ToastKind, message: string, items?: string[], key?: string, user?: string) => number
  dismiss: (id: number) => void
  /** Dismisses the toasts of action `key` (it has just succeeded). */
  clear: (key: string) => void
}

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/** Toasts of SPEC §8: newest first, at most 20, errors stay 30 s and the rest 15 s. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push: (kind, message, items, key, user) => {
    if (key !== undefined) get().clear(key)
    const id = nextId++
    const toasts = [{ id, kind, message, items, key, user }, ...get().toasts]
    for (const dropped of toasts.slice(TOAST_LIMIT)) clearTimeout(timers.get(dropped.id))
    set({ toasts: toasts.slice(0, TOAST_LIMIT) })
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), kind === 'error' ? TOAST_ERROR_MS : TOAST_OTHER_MS),
    )
    return id
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id))
    timers.delete(id)
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) })
  },
  clear: (key) => {
    for (const toast of get().toasts) if (toast.key === key) get().dismiss(toast.id)
  },
}))

export const toast = {
  error: (message: string, items?: string[], key?: string) =>
    useToasts.getState().push('error', message, items, key),
  warning: (message: string) => useToasts.getState().push('warning', message),
  /** `user`: the player's text the message quotes, isolated when shown (Toaster.tsx). */
  success: (message: string, user?: string) =>
    useToasts.getState().push('success', message, undefined, undefined, user),
  info: (message: string, key?: string) =>
    useToasts.getState().push('info', message, undefined, key),
  /** The action `key` succeeded: its error toast, if still shown, is out of date. */
  clear: (key: string) => useToasts.getState().clear(key),
}
