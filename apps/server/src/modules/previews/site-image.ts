import { DICE } from '@ashes/game'
import { type El, h, img, svgData } from './element.ts'
import { COLOURS } from './palette.ts'
import { previewDieSvg } from './symbols.ts'

/** The site's own preview (home, players and every other page): its name over the nine dice. */
export function siteImage(siteName: string): El {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      width: '100%',
      height: '100%',
      fontFamily: 'Inter',
      color: COLOURS.onDark,
      backgroundColor: COLOURS.page,
      backgroundImage: `radial-gradient(circle at 50% 130%, ${COLOURS.line}, ${COLOURS.page} 70%)`,
    },
    h(
      'div',
      { display: 'flex', gap: 22, marginBottom: 44 },
      ...DICE.map((die) => img(svgData(previewDieSvg(die, 'power')), 84, 84)),
    ),
    h('div', { fontSize: 92, fontWeight: 700, letterSpacing: -1 }, siteName),
    h(
      'div',
      { marginTop: 22, fontSize: 34, color: COLOURS.onDarkMuted },
      'Cards, decks and dice of the Phoenixborn card game',
    ),
  )
}
