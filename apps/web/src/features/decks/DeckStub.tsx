import { deckDisplayTitle } from '@ashes/game'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { PhoenixbornArt } from '../../components/cards/PhoenixbornArt.tsx'
import { PlayerBadge } from '../../components/PlayerBadge.tsx'
import { TimeAgo } from '../../components/TimeAgo.tsx'
import { Link } from '../../lib/router/index.ts'
import { LikeCount } from '../likes/index.ts'
import type { DeckOut } from './api.ts'
import { DeckDice } from './DeckDice.tsx'
import { cardCount, deckPath, visibilityOf } from './deck-rules.ts'
import { StubCards } from './StubCards.tsx'

const LABEL_CLASSES = {
  Latest: 'bg-sky-700',
  Private: 'bg-amber-700',
  Public: 'bg-tag',
} as const

interface DeckStubProps {
  deck: DeckOut
  /** The player's own decks: private decks link their private page. */
  mine?: boolean
  /** The Latest/Private/Public label (own lists and history); shown on own lists by default. */
  label?: boolean
  /** History: link this very snapshot rather than the deck's latest publication. */
  direct?: boolean
  /** The title's heading level: 2 in a page's own list, 3 in a section under a heading. */
  headingLevel?: 2 | 3
  /** History: a link to the deck's share URL when it has one. */
  shareLink?: boolean
}

/**
 * One deck in a listing (SPEC §2 "Each deck stub shows"): the Phoenixborn's badge, the title and
 * dice, author and last update, the Phoenixborn and card count, then the cards by type: under the
 * badge on a phone (the full width), under the title from 640 px, beside it from 1024 px, where a
 * stub is as tall as its longest column of cards.
 */
export function DeckStub(props: DeckStubProps) {
  const { deck, mine = false, direct = false, shareLink = false } = props
  const count = cardCount(deck)
  const label = (props.label ?? mine) ? visibilityOf(deck) : null
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article
      className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-lg lg:grid-cols-[auto_24rem_minmax(0,1fr)] lg:gap-x-4 border border-stone-200 bg-raised p-3"
      data-testid="deck-stub"
    >
      {label ? (
        <span
          className={`absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full px-2 text-xs text-white ${LABEL_CLASSES[label]}`}
        >
          {label}
        </span>
      ) : null}
      {deck.phoenixborn ? (
        <PhoenixbornArt
          phoenixborn={deck.phoenixborn}
          kind="badge"
          legacy={deck.is_legacy === true}
          className="w-14 shrink-0 self-start sm:w-20"
        />
      ) : null}
      <div className={deck.phoenixborn ? 'min-w-0' : 'col-span-2 min-w-0'}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading className="min-w-0 text-lg font-bold wrap-anywhere">
            <Link
              to={deckPath(deck, { mine, direct })}
              className={deck.title ? 'hover:underline' : 'font-normal italic hover:underline'}
            >
              {deckDisplayTitle(deck)}
            </Link>
          </Heading>
          <DeckDice dice={deck.dice} />
        </div>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
          <span className="flex flex-wrap items-baseline gap-x-3">
            <PlayerBadge user={deck.user} />
            {deck.like_count === undefined ? null : <LikeCount count={deck.like_count} />}
            {shareLink && deck.direct_share_uuid ? (
              <Link to={`/decks/share/${deck.direct_share_uuid}/`} className="link">
                Share link
              </Link>
            ) : null}
          </span>
          <span className="text-stone-600">
            Last updated: <TimeAgo date={deck.modified} />
          </span>
        </div>
        <div className="mt-1 flex items-baseline justify-between border-t border-stone-100 pt-1 text-sm">
          <span>
            {deck.phoenixborn ? (
              <CardLink
                stub={deck.phoenixborn.stub}
                name={deck.phoenixborn.name}
                legacy={deck.is_legacy === true}
              />
            ) : (
              <span className="text-stone-500">No Phoenixborn</span>
            )}
          </span>
          <span
            className={`font-bold ${count.offTarget ? 'text-danger' : 'text-stone-500'}`}
            data-testid="deck-card-count"
          >
            {count.text}
          </span>
        </div>
      </div>
      {deck.cards.length || deck.conjurations.length ? (
        <div
          className={`col-span-2 mt-1 lg:col-span-1 lg:col-start-3 lg:row-start-1 lg:mt-0 lg:border-l lg:border-stone-100 lg:pl-4 ${deck.phoenixborn ? 'sm:col-span-1 sm:col-start-2' : ''}`}
        >
          <StubCards
            cards={deck.cards}
            conjurations={deck.conjurations}
            legacy={deck.is_legacy === true}
            deckName={deckDisplayTitle(deck)}
          />
        </div>
      ) : null}
    </article>
  )
}
