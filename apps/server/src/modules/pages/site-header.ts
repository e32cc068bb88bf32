/** The game's main site (apps/web/src/lib/config.ts MAIN_SITE_URL). */
const MAIN_SITE_URL = 'https://www.plaidhatgames.com/board-games/ashes-reborn/'
const NAV = 'rounded px-2 py-1 hover:bg-white/10'

/**
 * The web app's header (apps/web/src/app/Header.tsx) as static HTML, with its classes: the site's
 * mark and name and its main navigation, so a page read without JavaScript can be left (issue 24 item 20).
 * The account menu (log in) and the builder toggle need the app and are left out; the app draws its own
 * header in place of this one, the same size and colours, when it starts.
 */
export const siteHeader = (siteName: string) =>
  '<header class="bg-header text-white">' +
  '<div class="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2">' +
  '<a href="/" class="mr-auto flex items-center gap-2 rounded px-1 text-lg font-bold tracking-tight">' +
  `<img src="/favicon.svg" alt="" width="28" height="28" class="shrink-0">${siteName}</a>` +
  '<nav aria-label="Main" class="flex items-center gap-1 text-sm">' +
  `<a href="/decks/" class="${NAV}">Decks</a>` +
  `<a href="/cards/" class="${NAV}">Cards</a>` +
  `<a href="/meta/" class="${NAV}">Meta</a>` +
  `<a href="${MAIN_SITE_URL}" class="${NAV}" rel="noopener">Ashes<span class="sr-only"> (the game's main site)</span></a>` +
  '</nav></div></header>'
