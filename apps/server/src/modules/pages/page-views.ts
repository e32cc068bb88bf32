import type { Card, DeckFullOut } from '@ashes/api'
import { deckCardCount, deckDisplayTitle } from '@ashes/game'
import { excerpt } from './html.ts'
import { type PageDoc, SITE_IMAGE, SITE_NAME } from './page-shell.ts'
import { cardPagePath, cardTextWords, costWords, userTextWords } from './text-words.ts'

// The head of a page of a deck, card or player: its title, description and preview image, for
// link readers and crawlers. Its content is the web app's own screen (app-render.ts).

/** The document title the web app sets for a screen (apps/web/src/lib/title.ts). */
const pageTitle = (title: string) => `${title} - ${SITE_NAME}`

const DESCRIPTION_LENGTH = 300
const ALT_LENGTH = 200

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

type Deck = Pick<
  DeckFullOut,
  'id' | 'title' | 'description' | 'phoenixborn' | 'user' | 'cards' | 'modified' | 'is_legacy'
>

/** The version a deck's preview image is asked for under: a changed deck gets a new URL. */
const deckVersion = (deck: Pick<DeckFullOut, 'modified'>) => {
  const time = Date.parse(deck.modified)
  return Number.isNaN(time) ? encodeURIComponent(deck.modified) : time.toString(36)
}

function deckSummary(deck: Deck): string {
  const kind = deck.phoenixborn ? `${deck.phoenixborn.name} deck` : 'Deck'
  return `${kind} by ${deck.user.username}, ${plural(deckCardCount(deck.cards), 'card')}.`
}

function deckDoc(deck: Deck, heading: string): Omit<PageDoc, 'path' | 'image' | 'noindex'> {
  const summary = deckSummary(deck)
  const about = deck.description ? userTextWords(deck.description) : undefined
  return {
    title: pageTitle(heading),
    description: excerpt(about ? `${summary} ${about}` : summary, DESCRIPTION_LENGTH),
    imageAlt: excerpt(`${deckDisplayTitle(deck)}: ${summary}`, ALT_LENGTH),
    type: 'article',
  }
}

/**
 * A public deck page (/decks/{id}/ with the answer of GET /v2/decks/{id}): the id asked for is a
 * deck (shown as its latest published snapshot) or one of its public snapshots.
 */
export function publicDeckDoc(
  askedId: string,
  deck: Deck & Pick<DeckFullOut, 'source_id'>,
): PageDoc {
  const id = Number(askedId) === deck.id ? deck.id : (deck.source_id ?? deck.id)
  return {
    ...deckDoc(deck, deckDisplayTitle(deck)),
    path: `/decks/${id}/`,
    image: `/og/decks/${id}.png?v=${deckVersion(deck)}`,
  }
}

/** A deck behind a share link (/decks/share/{uuid}/): previews, but out of search engines. */
export function sharedDeckDoc(uuid: string, deck: Deck): PageDoc {
  const key = encodeURIComponent(uuid.toLowerCase())
  return {
    ...deckDoc(deck, `Shared: ${deckDisplayTitle(deck)}`),
    path: `/decks/share/${key}/`,
    image: `/og/decks/share/${key}.png?v=${deckVersion(deck)}`,
    noindex: true,
  }
}

const STATS = [
  ['attack', 'Attack'],
  ['life', 'Life'],
  ['recover', 'Recover'],
  ['battlefield', 'Battlefield'],
  ['spellboard', 'Spellboard'],
  ['copies', 'Copies'],
] as const

/** A card page (/cards/{stub}/ or /cards/legacy/{stub}/) from GET /v2/cards/{stub}. */
export function cardDoc(card: Card, legacy: boolean, version: number): PageDoc {
  const kind = `${card.type}${card.placement ? ` · ${card.placement}` : ''}${legacy ? ' · Legacy' : ''}`
  const cost = card.cost?.length ? costWords(card.cost) : ''
  const stats = STATS.filter(([key]) => card[key] !== undefined).map(
    ([key, label]) => `${label} ${card[key]}`,
  )
  const summary = [
    `${card.name}${card.phoenixborn ? ` (${card.phoenixborn})` : ''}: ${kind}.`,
    cost ? `Cost: ${cost}.` : '',
    stats.length ? `${stats.join(', ')}.` : '',
    card.text ? cardTextWords(card.text) : '',
  ]
    .filter(Boolean)
    .join(' ')
  return {
    title: pageTitle(card.name),
    description: excerpt(summary, DESCRIPTION_LENGTH),
    path: cardPagePath(card.stub, legacy),
    image: `/og/cards/${legacy ? 'legacy/' : ''}${encodeURIComponent(card.stub)}.png?v=${version}`,
    imageAlt: excerpt(summary, ALT_LENGTH),
    type: 'article',
  }
}

/** A player's page (/players/{badge}/): their name, how many public decks, their own words. */
export function playerDoc(
  player: { username: string; badge: string; description: string | null },
  deckCount: number | undefined,
): PageDoc {
  const decks = deckCount === undefined ? '' : ` ${plural(deckCount, 'public deck')}.`
  const words = player.description ? userTextWords(player.description) : ''
  const about = words ? ` ${words}` : ''
  return {
    title: pageTitle(`${player.username}#${player.badge}`),
    description: excerpt(`${player.username} on ${SITE_NAME}.${decks}${about}`, DESCRIPTION_LENGTH),
    path: `/players/${encodeURIComponent(player.badge)}/`,
    image: SITE_IMAGE,
    imageAlt: SITE_NAME,
    type: 'profile',
  }
}
