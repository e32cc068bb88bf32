import type { RefObject } from 'react'
import { ThemeChoice } from '../components/ThemeChoice.tsx'
import { builderIntent, startNewDeck } from '../features/builder/index.ts'
import { useAuth } from '../lib/auth-store.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import { Link, useLocation, useMatches } from '../lib/router/index.ts'
import { useDismiss } from '../lib/useDismiss.ts'
import { useSubmit } from '../lib/useSubmit.ts'
import { openShortcutList } from './KeyboardShortcuts.tsx'

export interface AccountMenuPanelProps {
  /** The menu, its button with this panel: a press outside it, or Escape, closes the panel. */
  root: RefObject<HTMLDivElement | null>
  close: () => void
  onLogOut: () => void
}

const itemClass =
  'block w-full px-4 py-2 text-left text-sm hover:bg-stone-100 focus-visible:bg-stone-100'

/**
 * The open account menu (AccountMenu.tsx): Settings, My decks, New deck and Log out, or Log in
 * and Sign up (SPEC §2); then the theme and the keyboard shortcuts, for every visitor. Its own
 * chunk, fetched as the pointer or focus reaches the menu's button: no first screen shows it.
 */
export default function AccountMenuPanel({ root, close, onLogOut }: AccountMenuPanelProps) {
  const loggedIn = useAuth((state) => state.token !== null)
  const location = useLocation()
  const matches = useMatches()
  const newDeck = useSubmit()
  const handles = matches.map((match) => match.handle).filter(isRouteHandle)
  const redRains = handles.some((handle) => handle.redRains)

  useDismiss(true, root, close)

  return (
    <div className="absolute right-0 z-[60] mt-1 w-48 overflow-hidden rounded-md bg-raised pt-1 text-stone-800 shadow-lg ring-1 ring-stone-200">
      {loggedIn ? (
        <>
          <Link className={itemClass} to="/players/me/">
            Settings
          </Link>
          <Link className={itemClass} to={redRains ? '/decks/mine/red-rains/' : '/decks/mine/'}>
            My decks
          </Link>
          <button
            type="button"
            className={itemClass}
            {...builderIntent}
            onClick={() => {
              close()
              void newDeck.run(() => startNewDeck({ redRains }))
            }}
          >
            {redRains ? 'New Red Rains deck' : 'New deck'}
          </button>
          <button type="button" className={itemClass} onClick={onLogOut}>
            Log out
          </button>
        </>
      ) : (
        <>
          <Link className={itemClass} to="/log-in/" state={{ from: location }}>
            Log in
          </Link>
          <Link className={itemClass} to="/players/new/">
            Sign up
          </Link>
        </>
      )}
      <ThemeChoice className="border-t border-stone-200 px-4 pt-2 pb-3" />
      <button
        type="button"
        className={`${itemClass} flex justify-between border-t border-stone-200`}
        onClick={() => {
          close()
          openShortcutList()
        }}
      >
        Keyboard shortcuts <kbd className="rounded border border-stone-400 px-1.5 font-mono">?</kbd>
      </button>
    </div>
  )
}
