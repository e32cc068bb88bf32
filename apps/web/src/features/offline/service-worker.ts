import { Workbox } from 'workbox-window'
import { useConnection } from '../../lib/offline.ts'

/**
 * Registers the service worker the build wrote (/sw.js, vite.config.ts), after the first load so
 * it costs that load nothing. A newer build's worker waits (no page ever runs chunks of two
 * builds); the player is told and reloads when they choose, which hands the page to it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    useConnection.setState({
      updateReady: true,
      update: () => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    })
  })
  void workbox.register().catch(() => {
    // A browser that refuses workers (private modes, some settings) simply runs without one.
  })
}
