import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useAuth } from '../../lib/auth-store.ts'
import { dropDeckCopies, followConnection } from '../../lib/offline.ts'
import { followPendingRevokes } from '../../lib/offline-logout.ts'
import { refreshCardCopy } from './card-copy.ts'
import { OfflineStatus } from './OfflineStatus.tsx'
import { registerServiceWorker } from './service-worker.ts'

/**
 * Starts the offline support once the first page has loaded (main.tsx imports this module
 * then, so none of it weighs on a first visit): the service worker, the copy of the card data, and the badge and update
 * notice in a root of their own beside the app's.
 */
export function startOffline(): void {
  followConnection()
  forgetDecksAtLogOut()
  // A log-out made offline revokes its token once the device is back online.
  followPendingRevokes()
  registerServiceWorker()
  if (navigator.onLine) void refreshCardCopy()
  window.addEventListener('online', () => void refreshCardCopy())
  const host = document.createElement('div')
  host.id = 'offline-status'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <OfflineStatus />
    </StrictMode>,
  )
}

/** The decks kept for reading offline are the player's own: a log-out forgets them. */
function forgetDecksAtLogOut(): void {
  const forget = () => void dropDeckCopies()
  if (useAuth.getState().badge === null) forget()
  useAuth.subscribe((state, previous) => {
    if (previous.badge !== null && state.badge !== previous.badge) forget()
  })
}
