import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRoot, newQueryClient } from './app-root.tsx'
import { loadKeptBuilder } from './features/builder/index.ts'
import { afterFirstScreen } from './lib/after-first-screen.ts'
import './styles.css'
import { takeServerRenderedData } from './lib/hydration.ts'
import { followTheme, showIconColours } from './lib/options-store.ts'
import { setNavigator } from './lib/session.ts'
import { createRouter } from './router.tsx'

const queryClient = newQueryClient()
// The builder's stores are not in the first load: a device that keeps a builder open (or a
// draft) fetches them now, beside the first screen's code, and the app renders once both are here.
const keptBuilder = loadKeptBuilder()
const router = createRouter()
setNavigator((to) => void router.navigate(to))
showIconColours()
followTheme()
// The partner store's catalogue is loaded at start (SPEC §4 "Buy"), by code of its own, once the
// first screen is done: only Buy buttons and the store's page read it, and they ask for it at once.
afterFirstScreen(() => void import('./lib/products.ts').then((m) => m.loadProductsOnce()))

/**
 * Calls `start` once the first screen's code has arrived when the page came with content of its
 * own (the server's render of the screen): rendering at once would replace that content with the
 * "Loading..." fallback for a moment, a flash before the same content, and hydrating needs the
 * screen's components. And once the builder a device keeps is here: the first render after the
 * hydration then shows it, as the rest of the page, instead of a frame without it (its pane,
 * the card list's quantity buttons). A builder that cannot load (offline without the service
 * worker's copy) leaves the page without it.
 */
function whenFirstScreenReady(root: HTMLElement, start: () => void) {
  const ready = () => (keptBuilder ? void keptBuilder.then(start, start) : start())
  if (router.state.initialized || !root.firstElementChild) return ready()
  const stop = router.subscribe(() => {
    if (!router.state.initialized) return
    stop()
    ready()
  })
}

const root = document.getElementById('root')
if (root) {
  // A page the server rendered with the app's components carries its queries' data: the app
  // takes over that HTML (hydrates it) instead of drawing it again. Other pages (a private
  // page's shell) are drawn here.
  const serverRendered = takeServerRenderedData(queryClient)
  const app = <AppRoot router={router} queryClient={queryClient} />
  whenFirstScreenReady(root, () => {
    if (serverRendered) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}

// The service worker, the copy of the card data and the offline badge, once the first screen is
// done: nothing of them in the first load (issue 30; apps/server/test/web-first-load.test.ts).
afterFirstScreen(() => void import('./features/offline/index.ts').then((m) => m.startOffline()))
