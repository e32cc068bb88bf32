import { useEffect, useRef, useState } from 'react'
import { Icon } from '../components/Icon.tsx'
import { ThemeChoice } from '../components/ThemeChoice.tsx'
import { logOut } from '../features/auth/api.ts'
import { builderIntent, startNewDeck } from '../features/builder/index.ts'
import { useAuth } from '../lib/auth-store.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import { Link, useLocation, useMatches, useNavigate } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'
import { openShortcutList } from './KeyboardShortcuts.tsx'

const itemClass =
  'block w-full px-4 py-2 text-left text-sm hover:bg-stone-100 focus-visible:bg-stone-100'

/**
 * My Account: Settings, My decks, New deck and Log out, or Log in and Sign up (SPEC §2); then
 * the theme and the keyboard shortcuts, for every visitor.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false)
  const loggedIn = useAuth((state) => state.token !== null)
  const username = useAuth((state) => state.username)
  const location = useLocation()
  const matches = useMatches()
  const navigate = useNavigate()
  const newDeck = useSubmit()
  const root = useRef<HTMLDivElement>(null)
  const handles = matches.map((match) => match.handle).filter(isRouteHandle)
  const redRains = handles.some((handle) => handle.redRains)
  const needsAuth = handles.some((handle) => handle.auth)

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on navigation
  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const onLogOut = async () => {
    setOpen(false)
    await logOut()
    toast.success('You have logged out!')
    if (needsAuth) navigate('/')
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="flex items-center gap-1 rounded px-2 py-1 hover:bg-white/10"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        // A player's menu holds New deck: reaching for it fetches the builder's code.
        {...(loggedIn ? builderIntent : {})}
      >
        <span className="max-w-[10rem] truncate">
          {loggedIn ? (username ?? 'My Account') : 'My Account'}
        </span>
        <Icon name="chevron" className="size-4" />
      </button>
      {open ? (
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
                  setOpen(false)
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
              setOpen(false)
              openShortcutList()
            }}
          >
            Keyboard shortcuts{' '}
            <kbd className="rounded border border-stone-400 px-1.5 font-mono">?</kbd>
          </button>
        </div>
      ) : null}
    </div>
  )
}
