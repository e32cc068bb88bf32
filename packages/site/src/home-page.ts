/**
 * The home page's welcome and its ways into the site, as the web app draws them (routes/Home.tsx),
 * in the browser and, for readers without JavaScript, on the server (its server build). The
 * server's tests read them from here too (apps/server/test/pages-no-script.test.ts).
 */

import { META_TITLE } from './meta-charts.ts'

/** A link into the site: its path, its text, and a note shown after it. */
export type HomeLink = readonly [path: string, label: string, note?: string]

export const HOME_WELCOME =
  'Welcome! Look up any card of Ashes Reborn and its first edition, see the decks other ' +
  'players have published, and build, snapshot and share decks of your own. Players talk about ' +
  'cards and decks in the comments below each one.'

/**
 * The welcome's buttons: the card list first (the primary one), the decks, then Sign up for a
 * visitor, or for a logged-in player their decks (a reader without JavaScript is a visitor).
 */
export const HOME_ACTIONS = {
  cards: ['/cards/', 'Browse cards'],
  decks: ['/decks/', 'Browse decks'],
  signUp: ['/players/new/', 'Sign up'],
  myDecks: ['/decks/mine/', 'My decks'],
} as const satisfies Record<string, HomeLink>

/** The two panels of links into the site, with their headings. */
export const HOME_LINK_PANELS = {
  decks: {
    title: 'Cards and decks',
    links: [
      ['/cards/', 'Card database', '(filter by dice, type and release)'],
      ['/decks/', 'Competitive decks'],
      ['/decks/red-rains/', 'Red Rains decks', '(PvE and PvP)'],
      ['/decks/unrestricted/', 'Unrestricted decks'],
      ['/decks/preconstructed/', 'Preconstructed decks'],
      ['/meta/', META_TITLE, '(what public decks play, month by month)'],
      ['/decks/mine/', 'Your decks', '(build, snapshot and publish; needs an account)'],
    ],
  },
  community: {
    title: 'Community',
    links: [
      ['/cards/legacy/', 'Legacy cards', '(first edition)'],
      ['/decks/legacy/', 'Legacy decks'],
      ['/phoenix/', 'Project Phoenix', '(fan-made Time magic for the first edition)'],
    ],
  },
} as const satisfies Record<string, { title: string; links: readonly HomeLink[] }>
