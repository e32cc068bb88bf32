/**
 * Every screen path of the web app, as its router declares them (apps/web/src/router.tsx; a web
 * test keeps the two equal). The server answers 404 for a page path outside this list, and for a
 * listed one whose deck, card or player does not exist.
 */
export const PAGE_PATHS = [
  '/',
  '/apps/consent/:uid/',
  '/cards/',
  '/cards/legacy/',
  '/cards/legacy/:stub/',
  '/cards/syntax/',
  '/cards/:stub/',
  '/decks/',
  '/decks/red-rains/',
  '/decks/unrestricted/',
  '/decks/legacy/',
  '/decks/preconstructed/',
  '/decks/mine/',
  '/decks/mine/red-rains/',
  '/decks/mine/unrestricted/',
  '/decks/mine/legacy/',
  '/decks/mine/:id/',
  '/decks/mine/:id/history/',
  '/decks/liked/',
  '/decks/share/:uuid/',
  '/decks/enemy/',
  '/decks/:id/',
  '/decks/:id/history/',
  '/log-in/',
  '/meta/',
  '/phoenix/',
  '/policies/',
  '/players/me/',
  '/players/me/import/:token/',
  '/players/new/',
  '/players/new/:token/',
  '/players/reset/',
  '/players/reset/:token/',
  '/players/:badge/',
] as const

export type PagePath = (typeof PAGE_PATHS)[number]
