import { useBuilderActive } from '../features/builder/index.ts'
import { bugReportContact, bugReportOnSite, bugReportUrl, sourceUrl } from '../lib/config.ts'
import { openShortcutList } from './KeyboardShortcuts.tsx'

/**
 * Below 1280 px an active builder's floating button (BuilderPane.tsx: 1.5rem from the bottom,
 * 2.25rem high) sits over the page's end: the footer then ends with that room and 0.75rem more,
 * so scrolled to the bottom nothing of the page is under the button (issue 26 item 5).
 */
const BUILDER_BUTTON_ROOM = 'pb-18 xl:pb-6'

/** SPEC §2: a bug-report address, the copyright and the source, as this site's publisher set them. */
export function Footer() {
  // Read here rather than by the page shell, which would render the screen again (Layout.tsx).
  const building = useBuilderActive()
  return (
    <footer
      className={`mt-12 border-t border-stone-200 bg-stone-100 px-4 pt-6 text-sm text-stone-600 ${
        building ? BUILDER_BUTTON_ROOM : 'pb-6'
      }`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:justify-between">
        {bugReportOnSite ? (
          <p>
            Found a bug?{' '}
            <a className="link" href={bugReportUrl}>
              Report it
            </a>
            .
          </p>
        ) : bugReportUrl ? (
          <p>
            Found a bug? Tell us at{' '}
            <a className="link wrap-anywhere" href={bugReportUrl} rel="noopener">
              {bugReportContact}
            </a>
            .
          </p>
        ) : null}
        {sourceUrl ? (
          <p>
            <a className="link" href={sourceUrl} rel="noopener">
              Source code
            </a>
          </p>
        ) : null}
      </div>
      <p className="mx-auto mt-2 max-w-6xl">
        Card names and text © 2015-{new Date().getFullYear()} Plaid Hat Games. This is a fan site.
      </p>
      {/* The key is named here, so a player finds the list without knowing it (issue 26). */}
      <p className="mx-auto mt-2 max-w-6xl">
        <button type="button" className="link" onClick={openShortcutList}>
          Keyboard shortcuts: press <kbd className="font-mono">?</kbd>
        </button>
      </p>
    </footer>
  )
}
