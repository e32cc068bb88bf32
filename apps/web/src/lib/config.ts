export const SITE_NAME = 'Ashes Deckbuilder'
export const MAIN_SITE_URL = 'https://www.plaidhatgames.com/board-games/ashes-reborn/'
export const MEDIA_URL: string = typeof __MEDIA_URL__ === 'string' ? __MEDIA_URL__ : ''

/**
 * The settings a server render reads (apps/server/src/modules/pages/app-render.ts sets them before
 * it loads the app's server build): the same as its pages carry, so both render alike.
 */
interface ServerSettings {
  ashesPageSettings?: Record<string, string>
  ashesPageOrigin?: string
}
const server = globalThis as ServerSettings

/** A setting the server writes into the page (apps/server/src/http/web-config.ts). */
function pageSetting(name: string): string {
  if (typeof document === 'undefined') return server.ashesPageSettings?.[name] ?? ''
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? ''
}

/**
 * The partner store's address (SPEC §7: `${storeUrl}/products/`, `${storeUrl}/buy/`), without a
 * trailing slash; read at run time so one build works against any store. '' when the page names
 * no store (the Vite dev server, component tests): the product list is then empty.
 */
export const storeUrl: string = pageSetting('ashes-store-url').replace(/\/+$/, '')

/**
 * Where players report bugs (SITE_BUG_REPORT_URL, or the address the site mails from when it
 * takes replies): a mailto: or http(s) address; when the page names none, the site's own contact
 * section (issue 50 item 18: never no way to report at all).
 */
export const bugReportUrl: string = pageSetting('ashes-bug-report-url') || '/policies/#contact'
/** The report goes to a page of this site: no address of its own to read out. */
export const bugReportOnSite: boolean = bugReportUrl.startsWith('/')
/** How a bug report's address reads: a mail address without `mailto:`, else the URL itself. */
export const bugReportContact: string = bugReportOnSite
  ? new URL(bugReportUrl, server.ashesPageOrigin ?? window.location.origin).href
  : bugReportUrl.replace(/^mailto:/i, '')
/** The site's source code (SITE_SOURCE_URL), '' when the site names none. */
export const sourceUrl: string = pageSetting('ashes-source-url')

/** SPEC §9 constants used by the web app. */
export const CARD_PAGE_SIZE = 50
/** The card search answers this long after typing stops (issue 18: phones, was 1250 ms). */
export const CARD_FILTER_DEBOUNCE_MS = 300
export const CARD_LIST_LOAD_MARGIN_PX = 350
export const HOVER_OPEN_MS = 200
export const HOVER_CLOSE_MS = 100
export const TOAST_LIMIT = 20
export const TOAST_ERROR_MS = 30_000
export const TOAST_OTHER_MS = 15_000
