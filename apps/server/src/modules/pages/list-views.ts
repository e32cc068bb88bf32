import type { DeckOut } from '@ashes/api'
import { deckCardCount, deckDisplayTitle } from '@ashes/game'
import { HOME_ACTIONS, HOME_LINK_PANELS, HOME_WELCOME, type HomeLink } from '@ashes/site'
import { escapeHtml } from './html.ts'
import { type PageDoc, SITE_IMAGE, SITE_NAME } from './page-shell.ts'

// The home page and the deck list read without JavaScript (issue 24 item 20,
// issue 50 item 8), as deck and card pages do (page-views.ts): their main content as static
// HTML, with the classes of the web app's own screens (routes/Home.tsx,
// routes/DeckList.tsx), so the page reads as the one
// the app draws over it.

const MAIN = '<main class="mx-auto w-full max-w-6xl px-3 py-4">'
const LIST = '<ul class="list-disc space-y-1 pl-5">'
const PANEL = '<section class="space-y-2 rounded-lg border border-stone-200 bg-raised p-4">'

const link = (path: string, text: string, className = 'link') =>
  `<a class="${className}" href="${escapeHtml(path)}">${escapeHtml(text)}</a>`

function routeLinks(links: readonly HomeLink[]): string {
  const items = links.map(
    ([path, label, note]) =>
      `<li>${link(path, label)}${note ? `<span class="text-stone-600"> ${escapeHtml(note)}</span>` : ''}</li>`,
  )
  return `${LIST}${items.join('')}</ul>`
}

const panel = (title: string, content: string) =>
  `${PANEL}<h2 class="text-xl font-bold">${escapeHtml(title)}</h2>${content}</section>`

/**
 * The home page's welcome and its ways into the site, in the words routes/Home.tsx draws (one
 * source, @ashes/api's HOME_*), as a visitor sees them (Sign up, not My decks).
 */
export function homeDoc(): PageDoc {
  const { cards, decks, signUp } = HOME_ACTIONS
  const body =
    `${MAIN}<div class="space-y-6 py-4"><section class="space-y-3">` +
    `<h1 class="text-3xl font-bold">${SITE_NAME}</h1>` +
    `<p class="max-w-prose text-lg">${escapeHtml(HOME_WELCOME)}</p>` +
    '<div class="flex flex-wrap gap-2">' +
    link(...cards, 'btn-primary') +
    link(...decks, 'btn') +
    link(...signUp, 'btn') +
    '</div></section><div class="grid gap-4 md:grid-cols-2">' +
    Object.values(HOME_LINK_PANELS)
      .map(({ title, links }) => panel(title, routeLinks(links)))
      .join('') +
    '</div></div></main>'
  return {
    title: SITE_NAME,
    description: 'Card database and deckbuilder for the Ashes card game',
    path: '/',
    image: SITE_IMAGE,
    imageAlt: SITE_NAME,
    type: 'website',
    body,
  }
}

const ROW = 'grid gap-1 px-3 py-2 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4'

/** The size of a page of the deck list, as the web app's (DECK_PAGE_SIZE). */
export const DECK_LIST_PAGE = 30

/** One page of the public deck list, newest first: its decks, where it starts, how many decks. */
export interface DeckListPage {
  decks: readonly DeckOut[]
  offset: number
  total: number
}

function deckRow(deck: DeckOut): string {
  // Linked by its source id, as the web app's listing does: the deck's latest publication.
  const id = deck.is_snapshot ? (deck.source_id ?? deck.id) : deck.id
  const { username, badge } = deck.user
  // The name isolated from its badge: a right-to-left one took the badge's digits (issue 50).
  const author =
    `<a class="link" href="/players/${encodeURIComponent(badge)}/">` +
    `<bdi>${escapeHtml(username)}</bdi>#${escapeHtml(badge)}</a>`
  const about = deck.phoenixborn ? `${escapeHtml(deck.phoenixborn.name)} · ` : ''
  return (
    `<li class="${ROW}"><div class="min-w-0 wrap-anywhere"><p>` +
    link(`/decks/${id}/`, deckDisplayTitle(deck), 'link font-semibold') +
    `</p><p class="text-xs text-stone-500">${about}by ${author}</p></div>` +
    `<div class="text-sm">${deckCardCount(deck.cards)} cards</div></li>`
  )
}

const deckPagePath = (offset: number) => (offset ? `/decks/?offset=${offset}` : '/decks/')

/**
 * The public deck list (/decks/) as the browser first shows it: the competitive decks, newest
 * first, each a link to its page with its Phoenixborn, author and card count, DECK_LIST_PAGE at a
 * time (`?offset=`, which the web app reads too).
 */
export function deckListDoc(list: DeckListPage): PageDoc {
  const count = `${list.total} public ${list.total === 1 ? 'deck' : 'decks'}`
  const page = Math.floor(list.offset / DECK_LIST_PAGE) + 1
  const pages = Math.max(1, Math.ceil(list.total / DECK_LIST_PAGE))
  const nav =
    pages > 1
      ? '<nav aria-label="Deck list pages" class="flex flex-wrap items-center gap-4 py-4">' +
        (page > 1
          ? link(deckPagePath(list.offset - DECK_LIST_PAGE), 'Previous decks', 'btn')
          : '') +
        `<span class="text-stone-600">Page ${page} of ${pages}</span>` +
        (page < pages
          ? link(deckPagePath(list.offset + DECK_LIST_PAGE), 'More decks', 'btn')
          : '') +
        '</nav>'
      : ''
  const others = [
    ['Red Rains decks', '/decks/red-rains/'],
    ['Unrestricted decks', '/decks/unrestricted/'],
    ['Legacy decks', '/decks/legacy/'],
  ] as const
  return {
    title: `Decks - ${SITE_NAME}`,
    description: `Browse decks: ${count} of Ashes Reborn, newest first, with their Phoenixborn, author and card count.`,
    path: deckPagePath(list.offset),
    image: SITE_IMAGE,
    imageAlt: SITE_NAME,
    type: 'website',
    body:
      `${MAIN}<section class="space-y-4"><h1 class="text-2xl font-bold">Browse decks</h1>` +
      `<p class="text-sm text-stone-600">${count} · ` +
      others.map(([label, path]) => link(path, label)).join(' · ') +
      '</p><ul class="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-raised">' +
      `${list.decks.map(deckRow).join('')}</ul>${nav}</section></main>`,
  }
}
