import type { Card, DeckFullOut } from '@ashes/api'
import { cardSections, deckCardCount, deckDisplayTitle } from '@ashes/game'
import { escapeHtml, excerpt } from './html.ts'
import { type PageDoc, SITE_IMAGE, SITE_NAME } from './page-shell.ts'
import { cardPagePath, cardTextHtml, cardTextWords, costWords, userText } from './text-words.ts'

/** The document title the web app sets for a screen (apps/web/src/lib/title.ts). */
const pageTitle = (title: string) => `${title} - ${SITE_NAME}`

const DESCRIPTION_LENGTH = 300
const ALT_LENGTH = 200

// Classes of the web app's own pages (its style sheet has them), so the content before the
// app starts reads like the page it becomes.
const MAIN = '<main class="mx-auto w-full max-w-6xl px-3 py-4">'
const H1 = '<h1 class="text-3xl font-bold wrap-anywhere">'
const H2 = '<h2 class="text-xl font-bold">'
const DL = '<dl class="grid grid-cols-[auto_1fr] gap-x-3">'
/** User text: a long word or URL wraps rather than widen a phone's page (issue 50 item 6). */
const USER_TEXT = 'min-w-0 space-y-2 wrap-anywhere'

const dt = (term: string, value: string) => `<dt class="font-bold">${term}</dt><dd>${value}</dd>`
const link = (path: string, text: string) =>
  `<a class="link" href="${escapeHtml(path)}">${escapeHtml(text)}</a>`
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

type Deck = Pick<
  DeckFullOut,
  | 'id'
  | 'title'
  | 'description'
  | 'phoenixborn'
  | 'user'
  | 'cards'
  | 'conjurations'
  | 'dice'
  | 'modified'
  | 'is_legacy'
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

/**
 * The deck page's warning on a legacy deck (apps/web/src/features/decks/details/PrivateBanner.tsx,
 * LegacyWarning), under the title as the app shows it: a reader learns at once that the deck cannot
 * be played, and the app's page, drawn over this one, adds nothing larger to it.
 */
const LEGACY_WARNING =
  '<p class="rounded border-2 border-danger bg-danger-tint px-4 py-2">This is a ' +
  '<strong class="text-danger">legacy first-edition deck</strong>. It cannot be played using ' +
  'current-edition cards.</p>'

function deckBody(deck: Deck, heading: string, about: string, warn: boolean): string {
  const legacy = deck.is_legacy === true
  const facts: string[] = []
  if (deck.phoenixborn) {
    facts.push(
      dt('Phoenixborn', link(cardPagePath(deck.phoenixborn.stub, legacy), deck.phoenixborn.name)),
    )
  }
  facts.push(
    dt('Author', link(`/players/${encodeURIComponent(deck.user.badge)}/`, deck.user.username)),
  )
  const dice = deck.dice.filter((die) => die.count > 0)
  if (dice.length) {
    facts.push(
      dt('Dice', escapeHtml(dice.map((die) => `${die.count} ${capitalize(die.name)}`).join(', '))),
    )
  }
  facts.push(dt('Cards', String(deckCardCount(deck.cards))))
  const sections = [
    ...cardSections(deck.cards),
    ...(deck.conjurations.length
      ? [
          {
            title: 'Conjurations',
            count: deckCardCount(deck.conjurations),
            cards: deck.conjurations,
          },
        ]
      : []),
  ]
  const lists = sections
    .map(
      (section) =>
        `<section>${H2}${escapeHtml(section.title)} (${section.count})</h2><ul>` +
        section.cards
          .map(
            (card) =>
              `<li>${card.count} × ${link(cardPagePath(card.stub, legacy), card.name)}</li>`,
          )
          .join('') +
        '</ul></section>',
    )
    .join('')
  const description = about
    ? `<section class="${USER_TEXT}">${H2}Description</h2>${about}</section>`
    : ''
  return (
    `${MAIN}<article class="space-y-4">${H1}${escapeHtml(heading)}</h1>` +
    (warn && legacy ? LEGACY_WARNING : '') +
    `${DL}${facts.join('')}</dl>${lists}${description}</article></main>`
  )
}

/** `warn`: the page warns of a legacy deck (the public deck page does; a share link's does not). */
function deckDoc(
  deck: Deck,
  heading: string,
  warn: boolean,
): Omit<PageDoc, 'path' | 'image' | 'noindex'> {
  const summary = deckSummary(deck)
  const about = deck.description ? userText(deck.description, deck.is_legacy === true) : undefined
  return {
    title: pageTitle(heading),
    description: excerpt(about ? `${summary} ${about.words}` : summary, DESCRIPTION_LENGTH),
    imageAlt: excerpt(`${deckDisplayTitle(deck)}: ${summary}`, ALT_LENGTH),
    type: 'article',
    body: deckBody(deck, heading, about?.html ?? '', warn),
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
  const title = deckDisplayTitle(deck)
  return {
    ...deckDoc(deck, title, true),
    path: `/decks/${id}/`,
    image: `/og/decks/${id}.png?v=${deckVersion(deck)}`,
  }
}

/** A deck behind a share link (/decks/share/{uuid}/): previews, but out of search engines. */
export function sharedDeckDoc(uuid: string, deck: Deck): PageDoc {
  const key = encodeURIComponent(uuid.toLowerCase())
  return {
    ...deckDoc(deck, `Shared: ${deckDisplayTitle(deck)}`, false),
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
  const text = card.text ? cardTextWords(card.text) : ''
  const stats = STATS.filter(([key]) => card[key] !== undefined).map(
    ([key, label]) => `${label} ${card[key]}`,
  )
  const summary = [
    `${card.name}${card.phoenixborn ? ` (${card.phoenixborn})` : ''}: ${kind}.`,
    cost ? `Cost: ${cost}.` : '',
    stats.length ? `${stats.join(', ')}.` : '',
    text,
  ]
    .filter(Boolean)
    .join(' ')
  const facts = [
    dt('Type', escapeHtml(kind)),
    cost ? dt('Cost', escapeHtml(cost)) : '',
    ...STATS.filter(([key]) => card[key] !== undefined).map(([key, label]) =>
      dt(label, escapeHtml(String(card[key]))),
    ),
    card.phoenixborn ? dt('Phoenixborn', escapeHtml(card.phoenixborn)) : '',
    dt('Release', escapeHtml(card.release.name)),
  ].join('')
  const path = cardPagePath(card.stub, legacy)
  return {
    title: pageTitle(card.name),
    description: excerpt(summary, DESCRIPTION_LENGTH),
    path,
    image: `/og/cards/${legacy ? 'legacy/' : ''}${encodeURIComponent(card.stub)}.png?v=${version}`,
    imageAlt: excerpt(summary, ALT_LENGTH),
    type: 'article',
    body:
      `${MAIN}<article class="space-y-4">${H1}${escapeHtml(card.name)}</h1>` +
      `${DL}${facts}</dl>` +
      (card.text ? `<div class="space-y-2">${cardTextHtml(card.text, legacy)}</div>` : '') +
      '</article></main>',
  }
}

/** A player's page (/players/{badge}/): their name, how many public decks, their own words. */
export function playerDoc(
  player: { username: string; badge: string; description: string | null },
  deckCount: number | undefined,
): PageDoc {
  const name = `${player.username}#${player.badge}`
  const decks = deckCount === undefined ? '' : ` ${plural(deckCount, 'public deck')}.`
  const text = player.description ? userText(player.description, false) : undefined
  const about = text?.words ? ` ${text.words}` : ''
  const listing = `/decks/?player=${encodeURIComponent(player.badge)}`
  return {
    title: pageTitle(name),
    description: excerpt(`${player.username} on ${SITE_NAME}.${decks}${about}`, DESCRIPTION_LENGTH),
    path: `/players/${encodeURIComponent(player.badge)}/`,
    image: SITE_IMAGE,
    imageAlt: SITE_NAME,
    type: 'profile',
    body:
      `${MAIN}<section class="space-y-4">${H1}<bdi>${escapeHtml(player.username)}</bdi>` +
      `<span class="text-stone-500">#${escapeHtml(player.badge)}</span></h1>` +
      (text ? `<div class="${USER_TEXT}">${text.html}</div>` : '') +
      (deckCount === undefined ? '' : `<p>${link(listing, plural(deckCount, 'public deck'))}</p>`) +
      '</section></main>',
  }
}
