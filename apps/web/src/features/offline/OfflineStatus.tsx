import { useConnection } from '../../lib/offline.ts'

/**
 * The offline badge and the new-version notice, bottom-left, small and out of the page's way:
 * the badge says why searches and saves behave differently, the notice offers the reload.
 */
export function OfflineStatus() {
  const { online, updateReady, update } = useConnection()
  if (online && !updateReady) return null
  return (
    <div className="pointer-events-none fixed bottom-3 left-3 z-40 flex flex-col items-start gap-2">
      {online ? null : (
        <p
          role="status"
          className="offline-badge rounded-full border border-line bg-raised px-3 py-1 text-sm text-ink shadow"
        >
          Offline: showing the copy kept on this device
        </p>
      )}
      {updateReady ? (
        <div
          role="status"
          className="pointer-events-auto flex items-center gap-3 rounded-lg border border-line bg-raised py-1 pr-1 pl-3 text-sm text-ink shadow-lg"
        >
          <span>A new version of the site is available.</span>
          <button
            type="button"
            onClick={update}
            className="min-h-11 rounded-md bg-accent px-3 font-medium text-white hover:bg-accent-hover"
          >
            Reload
          </button>
        </div>
      ) : null}
    </div>
  )
}
