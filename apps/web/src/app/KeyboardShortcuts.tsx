import { lazy, Suspense, useEffect } from 'react'
import { create } from 'zustand'
import { dispatchShortcut } from '../lib/shortcuts.ts'
import { SHORTCUTS } from './shortcuts.ts'

// The list loads when first asked for: the listener is on every page, the list rarely opens.
const ShortcutList = lazy(() => import('./ShortcutList.tsx'))

const useListOpen = create<{ open: boolean }>(() => ({ open: false }))

/** Opens the list without the key: from the account menu and the footer, for players who do
 * not know `?` (issue 26). */
export function openShortcutList(): void {
  useListOpen.setState({ open: true })
}

/**
 * The one keydown listener of the shortcuts, on the document: it runs after the focused
 * element's own handlers (React's, at the root) and before the window's (Dialog, BuilderPane),
 * so a key it uses closes nothing behind it.
 */
export function KeyboardShortcuts() {
  const listOpen = useListOpen((state) => state.open)
  useEffect(() => {
    const context = { openList: openShortcutList }
    const onKey = (event: KeyboardEvent) => void dispatchShortcut(event, SHORTCUTS, context)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (!listOpen) return null
  return (
    <Suspense fallback={null}>
      <ShortcutList shortcuts={SHORTCUTS} onClose={() => useListOpen.setState({ open: false })} />
    </Suspense>
  )
}
