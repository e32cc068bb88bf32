import { lazy, Suspense, useEffect, useState } from 'react'
import { dispatchShortcut } from '../lib/shortcuts.ts'
import { SHORTCUTS } from './shortcuts.ts'

// The list loads when first asked for: the listener is on every page, the list rarely opens.
const ShortcutList = lazy(() => import('./ShortcutList.tsx'))

/**
 * The one keydown listener of the shortcuts, on the document: it runs after the focused
 * element's own handlers (React's, at the root) and before the window's (Dialog, BuilderPane),
 * so a key it uses closes nothing behind it.
 */
export function KeyboardShortcuts() {
  const [listOpen, setListOpen] = useState(false)
  useEffect(() => {
    const context = { openList: () => setListOpen(true) }
    const onKey = (event: KeyboardEvent) => void dispatchShortcut(event, SHORTCUTS, context)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (!listOpen) return null
  return (
    <Suspense fallback={null}>
      <ShortcutList shortcuts={SHORTCUTS} onClose={() => setListOpen(false)} />
    </Suspense>
  )
}
