import { useLayoutEffect } from 'react'
import { Toaster } from '../components/Toaster.tsx'
import { LoginModal } from '../features/auth/LoginModal.tsx'
import { BuilderPaneSlot, DraftOfferSlot, useBuilderPaneOpen } from '../features/builder/index.ts'
// Not the decks index: the entry takes in every module it reaches, and the index reaches the
// deck pages' (6 KB gzip on the first load of /cards/; test/web-first-load.test.ts).
import { useFreshDecks } from '../features/decks/deck-writes.ts'
import { FirstScreenCommitted } from '../lib/after-first-screen.ts'
import { useApiActivity } from '../lib/api-activity.ts'
import { useAuth } from '../lib/auth-store.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from '../lib/router/index.ts'
import { pageTitle } from '../lib/title.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx'

/** While a screen loads and while any API request awaits its answer (ui-behaviour §15); over
 * the page's top edge, as the reference's, so an autosave never moves the page. */
function ProgressBar() {
  const navigation = useNavigation()
  const requesting = useApiActivity((state) => state.inFlight > 0)
  if (navigation.state !== 'loading' && !requesting) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-sky-500"
      role="progressbar"
      aria-label="Loading"
    />
  )
}

function Toasts() {
  return <Toaster paneOpen={useBuilderPaneOpen()} />
}

/**
 * The page shell: header, screen, footer, toasts, the login modal, titles and scrolling. What
 * changes often (the builder opening, a request in flight) is read by the part it changes, not
 * here: a render of the shell renders the header and the screen again, which was most of the
 * frame that shows the builder pane after 'New deck' (issue 26 item 6).
 */
export function Layout() {
  const matches = useMatches()
  const location = useLocation()
  const loggedIn = useAuth((state) => state.token !== null)
  const handles = matches.map((match) => match.handle).filter(isRouteHandle)
  const title = handles.findLast((handle) => handle.title)?.title
  const needsAuth = handles.some((handle) => handle.auth)
  useFreshDecks()

  // A layout effect runs before the screens' own effects, so data-driven titles win.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page gets its static title again
  useLayoutEffect(() => {
    document.title = pageTitle(title)
  }, [title, location.pathname])

  // At ≥1280 px the builder pane takes the right side from the top of the page; header, screen
  // and footer share the column beside it, so the header lines up with the screen below it.
  return (
    <div className="flex min-h-screen">
      <div className="flex min-w-0 flex-1 flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Header />
        <ProgressBar />
        {/* At least a screen tall, so the footer never starts in view and jumps once data arrives. */}
        <main id="main" className="mx-auto min-h-screen w-full min-w-0 max-w-6xl flex-1 px-3 py-4">
          <DraftOfferSlot />
          {needsAuth && !loggedIn ? (
            <Navigate to="/log-in/" replace state={{ from: location, required: true }} />
          ) : (
            <Outlet />
          )}
        </main>
        <Footer />
      </div>
      <BuilderPaneSlot />
      <Toasts />
      <LoginModal />
      <KeyboardShortcuts />
      <ScrollRestoration />
      {/* Last: its effect runs after the screen's, whose queries have then sent their requests. */}
      <FirstScreenCommitted />
    </div>
  )
}
