import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '../components/Icon.tsx'
import { logOut } from '../features/auth/api.ts'
import { prefetchBuilder } from '../features/builder/index.ts'
import { NETWORK_ERROR } from '../lib/api-error.ts'
import { useAuth } from '../lib/auth-store.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import { useLocation, useRouter } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import type { AccountMenuPanelProps } from './AccountMenuPanel.tsx'

let Panel: ComponentType<AccountMenuPanelProps> | undefined
/** The open menu's code, once: then it opens at once, where a lazy component would suspend
 * for a turn and React would hold its reveal back (up to 300 ms). */
const loadPanel = async () => {
  Panel ??= (await import('./AccountMenuPanel.tsx')).default
}

/**
 * My Account (SPEC §2): the button, always in the header, and its menu (AccountMenuPanel.tsx),
 * whose code is fetched as the pointer or focus reaches the button.
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false)
  const [, setLoaded] = useState(false)
  const loggedIn = useAuth((state) => state.token !== null)
  const username = useAuth((state) => state.username)
  const location = useLocation()
  const router = useRouter()
  const root = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on navigation
  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open || Panel) return
    // Opened before its code came (or after it failed to): it shows once here.
    loadPanel().then(
      () => setLoaded(true),
      () => {
        setOpen(false)
        toast.error(NETWORK_ERROR)
      },
    )
  }, [open])

  // Log out stays with the button: its module (auth/api.ts) brings the API client and the query
  // hook into the entry, where every screen's first request finds them; without it they were
  // a preloaded chunk of their own on /cards/, more bytes than the menu's items saved.
  const onLogOut = async () => {
    setOpen(false)
    await logOut()
    toast.success('You have logged out!')
    // A page only players see is left for the home page.
    if (router.state.matches.some(({ handle }) => isRouteHandle(handle) && handle.auth)) {
      void router.navigate('/')
    }
  }

  // A player's menu holds New deck: reaching for it fetches the builder's code too.
  const reach = () => {
    loadPanel().catch(() => undefined)
    if (loggedIn) prefetchBuilder()
  }

  return (
    <div ref={root} className="relative min-w-0">
      <button
        type="button"
        className="flex max-w-full items-center gap-1 rounded px-2 py-1 hover:bg-white/10"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        onPointerEnter={reach}
        onFocus={reach}
        onTouchStart={reach}
      >
        {/* Isolated, the player's name sets its own direction (a right-to-left one is cut at
            its end, the left) and keeps its run from the text around it (issue 50 item 10). */}
        <bdi className="min-w-0 max-w-[10rem] truncate">
          {loggedIn ? (username ?? 'My Account') : 'My Account'}
        </bdi>
        <Icon name="chevron" className="size-4" />
      </button>
      {open && Panel ? <Panel root={root} close={close} onLogOut={onLogOut} /> : null}
    </div>
  )
}
