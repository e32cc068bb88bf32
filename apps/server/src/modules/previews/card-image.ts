import type { Card } from '@ashes/api'
import { cardText, costStep } from './card-text.ts'
import { type El, h } from './element.ts'
import { COLOURS } from './palette.ts'

/** What a card's preview draws. */
export interface CardView {
  card: Card
  siteName: string
}

const TEXT_SIZES = [32, 30, 28, 26, 24, 22, 20]

/**
 * The largest text size at which the card's text should fit its box: lines estimated from
 * Inter's average letter width (about half its size), a boxed paragraph taking its padding more.
 */
function textSize(text: string, width: number, height: number): number {
  const paragraphs = text.split(/\n\s*\n/)
  const fits = (size: number) => {
    const perLine = Math.floor(width / (size * 0.53))
    const lines = paragraphs.reduce(
      (total, paragraph) => total + Math.max(1, Math.ceil(paragraph.length / perLine)),
      0,
    )
    const boxed = paragraphs.filter((paragraph) => /^[*~] /.test(paragraph)).length
    return lines * size * 1.4 + (paragraphs.length - 1) * size * 0.55 + boxed * 20 <= height
  }
  return TEXT_SIZES.find(fits) ?? 20
}

function stat(label: string, value: number | string | undefined): El | null {
  if (value === undefined) return null
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      width: 150,
      padding: '10px 0',
      borderRadius: 12,
      backgroundColor: COLOURS.frameStrong,
      color: COLOURS.onDark,
    },
    h(
      'div',
      { fontSize: 18, letterSpacing: 2, textTransform: 'uppercase', color: COLOURS.onDarkMuted },
      label,
    ),
    h('div', { fontSize: 44, fontWeight: 700, lineHeight: 1.1 }, `${value}`),
  )
}

function stats(card: Card): El[] {
  const found =
    card.type === 'Phoenixborn'
      ? [
          stat('Battlefield', card.battlefield),
          stat('Life', card.life),
          stat('Spellboard', card.spellboard),
        ]
      : [stat('Attack', card.attack), stat('Life', card.life), stat('Recover', card.recover)]
  return found.filter((tile): tile is El => tile !== null)
}

/**
 * The card drawn from its data, as the web app's DrawnCard draws it when the image is missing,
 * turned to the preview's landscape: name, type and placement, its cost, its text with icons,
 * and its stats.
 */
export function cardImage({ card, siteName }: CardView): El {
  const typeLine = [card.type, card.placement, card.phoenixborn ? `${card.phoenixborn} only` : null]
    .filter(Boolean)
    .join(' · ')
  const tiles = stats(card)
  const conjures = card.conjurations?.length
    ? `Conjures: ${card.conjurations.map((c) => c.name).join(', ')}`
    : null
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      padding: '36px 44px 24px',
      fontFamily: 'Inter',
      backgroundColor: COLOURS.page,
      backgroundImage: `linear-gradient(135deg, ${COLOURS.pageLight} 0%, ${COLOURS.page} 60%)`,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        minHeight: 0,
        borderRadius: 22,
        border: `6px solid ${COLOURS.frame}`,
        backgroundColor: COLOURS.sunken,
        overflow: 'hidden',
      },
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          padding: '18px 28px',
          backgroundColor: COLOURS.frame,
          color: COLOURS.onDark,
        },
        h(
          'div',
          { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
          h('div', { fontSize: 50, fontWeight: 700, lineHeight: 1.15, lineClamp: 1 }, card.name),
          h('div', { marginTop: 4, fontSize: 26, color: COLOURS.onDarkMuted }, typeLine),
        ),
      ),
      h(
        'div',
        { display: 'flex', flexGrow: 1, minHeight: 0, padding: '22px 28px', gap: 28 },
        h(
          'div',
          {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexShrink: 1,
            minWidth: 0,
            gap: 18,
            color: COLOURS.ink,
            lineHeight: 1.4,
          },
          card.cost?.length
            ? h(
                'div',
                {
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 18,
                  rowGap: 6,
                },
                h(
                  'span',
                  {
                    fontSize: 20,
                    letterSpacing: 2,
                    textTransform: 'uppercase',
                    color: COLOURS.muted,
                  },
                  'Cost',
                ),
                ...card.cost.map((step) => costStep(step, 30)),
              )
            : null,
          card.text
            ? cardText(
                card.text,
                textSize(
                  card.text,
                  tiles.length ? 850 : 1030,
                  (card.cost?.length ? 290 : 356) - (conjures ? 44 : 0),
                ),
              )
            : null,
          conjures ? h('div', { fontSize: 22, color: COLOURS.muted }, conjures) : null,
        ),
        tiles.length
          ? h('div', { display: 'flex', flexDirection: 'column', gap: 12, flexShrink: 0 }, ...tiles)
          : null,
      ),
    ),
    h(
      'div',
      {
        display: 'flex',
        justifyContent: 'space-between',
        marginTop: 14,
        fontSize: 22,
        fontWeight: 600,
        color: COLOURS.faint,
      },
      h('span', { color: COLOURS.accent, letterSpacing: 3, textTransform: 'uppercase' }, siteName),
      h('span', {}, `${card.release.name}${card.is_legacy ? ' · Legacy' : ''}`),
    ),
  )
}
