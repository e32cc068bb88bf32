import type { DeckOut } from '@ashes/api'
import {
  cardSections,
  type DiceFilterName,
  deckCardCount,
  deckDisplayTitle,
  isDiceFilterName,
} from '@ashes/game'
import { type El, h, img, svgData } from './element.ts'
import { COLOURS } from './palette.ts'
import { drawnPhoenixborn } from './phoenixborn.ts'
import { drawable } from './render.ts'
import { previewDieSvg } from './symbols.ts'

/** What a deck's preview draws: every field that changes the picture, and nothing else. */
export interface DeckView {
  title: string
  phoenixborn: { name: string; stub: string; legacy: boolean } | null
  dice: { name: DiceFilterName; count: number }[]
  sections: { title: string; count: number }[]
  cards: number
  conjurations: number
  author: string
  tags: string[]
  siteName: string
}

/** The view of a deck as the public API shows it. */
export function deckView(deck: DeckOut, siteName: string): DeckView {
  const tags = [
    deck.is_legacy ? 'Legacy' : null,
    deck.is_red_rains ? 'Red Rains' : null,
    deck.is_unrestricted ? 'Unrestricted' : null,
  ].filter((tag): tag is string => tag !== null)
  return {
    // A title of letters the fonts lack entirely reads as an untitled deck's would.
    title: drawable(deckDisplayTitle(deck)) || deckDisplayTitle({ ...deck, title: null }),
    phoenixborn: deck.phoenixborn && {
      name: deck.phoenixborn.name,
      stub: deck.phoenixborn.stub,
      legacy: deck.phoenixborn.is_legacy,
    },
    dice: deck.dice.flatMap((die) =>
      die.count > 0 && isDiceFilterName(die.name) ? [{ name: die.name, count: die.count }] : [],
    ),
    sections: cardSections(deck.cards).map(({ title, count }) => ({ title, count })),
    cards: deckCardCount(deck.cards),
    conjurations: deckCardCount(deck.conjurations),
    author: drawable(deck.user.username),
    tags,
    siteName,
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function diceRow(dice: DeckView['dice']): El {
  if (!dice.length) return h('div', { fontSize: 26, color: COLOURS.onDarkMuted }, 'No dice chosen')
  // Up to nine kinds of dice stay on one row: the more kinds, the smaller each.
  const many = dice.length > 6
  return h(
    'div',
    { display: 'flex', gap: many ? 12 : 20 },
    ...dice.map((die) =>
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: many ? 4 : 8 },
        img(svgData(previewDieSvg(die.name, 'power')), many ? 38 : 60, many ? 38 : 60),
        h(
          'span',
          { fontSize: many ? 28 : 38, fontWeight: 700, color: COLOURS.onDark },
          `${die.count}`,
        ),
      ),
    ),
  )
}

function typeCounts(sections: DeckView['sections']): El {
  return h(
    'div',
    { display: 'flex', flexWrap: 'wrap', gap: 12 },
    ...sections.map((section) =>
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'baseline',
          gap: 10,
          padding: '8px 18px',
          borderRadius: 12,
          backgroundColor: 'rgba(255,255,255,0.09)',
          border: '1px solid rgba(255,255,255,0.14)',
        },
        h('span', { fontSize: 32, fontWeight: 700, color: COLOURS.onDark }, `${section.count}`),
        h('span', { fontSize: 24, color: COLOURS.onDarkMuted }, section.title),
      ),
    ),
  )
}

/** The deck's preview: its Phoenixborn's art (or drawn stand-in) beside title, dice and counts. */
export function deckImage(view: DeckView, art: string | undefined): El {
  const pb = view.phoenixborn
  const artBox = { width: 330, height: 462 }
  const picture = art
    ? img(art, artBox.width, artBox.height, { borderRadius: 18, objectFit: 'cover' })
    : drawnPhoenixborn(pb ?? { name: '?', stub: 'none' }, artBox.width, artBox.height)
  const summary = [
    plural(view.cards, 'card', 'cards'),
    view.conjurations ? plural(view.conjurations, 'conjuration', 'conjurations') : null,
    ...view.tags,
  ].filter(Boolean)
  return h(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      padding: 56,
      gap: 52,
      alignItems: 'center',
      fontFamily: 'Inter',
      color: COLOURS.onDark,
      backgroundColor: COLOURS.page,
      backgroundImage: `linear-gradient(135deg, ${COLOURS.pageLight} 0%, ${COLOURS.page} 60%)`,
    },
    h(
      'div',
      // A border rather than a shadow: resvg's blur made each image some ten times dearer.
      { display: 'flex', flexShrink: 0 },
      picture,
    ),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        flexShrink: 1,
        minWidth: 0,
      },
      h(
        'div',
        {
          fontSize: 22,
          fontWeight: 600,
          letterSpacing: 3,
          textTransform: 'uppercase',
          color: COLOURS.accent,
        },
        view.siteName,
      ),
      h(
        'div',
        {
          marginTop: 14,
          fontSize: view.title.length > 40 ? 48 : 58,
          fontWeight: 700,
          lineHeight: 1.12,
          lineClamp: 2,
          textOverflow: 'ellipsis',
        },
        view.title,
      ),
      h(
        'div',
        { marginTop: 14, fontSize: 28, color: COLOURS.onDarkMuted, lineClamp: 1 },
        [pb?.name, view.author ? `by ${view.author}` : null].filter(Boolean).join(' · '),
      ),
      h('div', { display: 'flex', marginTop: 30 }, diceRow(view.dice)),
      h('div', { display: 'flex', marginTop: 28 }, typeCounts(view.sections)),
      h(
        'div',
        { marginTop: 26, fontSize: 24, fontWeight: 600, color: COLOURS.faint, lineClamp: 1 },
        summary.join(' · '),
      ),
    ),
  )
}
