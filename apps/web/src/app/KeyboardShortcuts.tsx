import { lazy, Suspense, useEffect } from 'react'
import { create } from 'zustand'
import { afterFirstScreen } from '../lib/after-first-screen.ts'

// The list loads when first asked for: the listener is on every page, the list rarely opens.
const ShortcutList = lazy(() => import('./ShortcutList.tsx'))

const useListOpen = create<{ open: boolean }>(() => ({ open: false }))

/** Opens the list without the key: from the account menu and the footer, for players who do
 * not know `?` (issue 26). */
export function openShortcutList(): void {
  useListOpen.setState({ open: true })
}

let runShortcut: typeof import('./shortcuts.ts').runShortcut | undefined
let loading: Promise<void> | undefined
/**
 * The shortcuts' registry and commands, fetched once the first screen is done (or at the first
 * key): keys are pressed after it, and the first load of a page is smaller without them. A failed
 * fetch is tried again at the next key.
 */
export function loadShortcuts(): Promise<void> {
  loading ??= import('./shortcuts.ts').then(
    (module) => {
      runShortcut = module.runShortcut
    },
    () => {
      loading = undefined
    },
  )
  return loading
}

/**
 * The one keydown listener of the shortcuts, on the document: it runs after the focused
 * element's own handlers (React's, at the root) and before the window's (Dialog, BuilderPane),
 * so a key it uses closes nothing behind it.
 */
export function KeyboardShortcuts() {
  const listOpen = useListOpen((state) => state.open)
  useEffect(() => {
    afterFirstScreen(() => void loadShortcuts())
    const context = { openList: openShortcutList }
    const onKey = (event: KeyboardEvent) => {
      if (runShortcut) runShortcut(event, context)
      // A key pressed before the registry arrived runs once it has: its default action has
      // happened by then, but dropped, a player's first shortcut did nothing.
      else void loadShortcuts().then(() => runShortcut?.(event, context))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (!listOpen) return null
  return (
    <Suspense fallback={null}>
      <ShortcutList onClose={() => useListOpen.setState({ open: false })} />
    </Suspense>
  )
}
