import { phoenixbornHue, phoenixbornInitials } from '@ashes/game'
import { type El, h } from './element.ts'

/**
 * A Phoenixborn drawn without its art, as the web app's stand-in (PhoenixbornArt): a glow in the
 * Phoenixborn's own hue and its initials, for legacy Phoenixborn and a media host that is down.
 */
export function drawnPhoenixborn(
  phoenixborn: { name: string; stub: string },
  width: number,
  height: number,
): El {
  const hue = phoenixbornHue(phoenixborn.stub)
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      width,
      height,
      boxSizing: 'border-box',
      borderRadius: 18,
      border: '3px solid rgba(255,255,255,0.18)',
      backgroundImage: `radial-gradient(circle at 50% 120%, hsl(${(hue + 40) % 360}, 70%, 45%), hsl(${hue}, 45%, 22%) 70%)`,
    },
    h(
      'div',
      { fontSize: 150, fontWeight: 700, color: 'rgba(255,255,255,0.92)', letterSpacing: 4 },
      phoenixbornInitials(phoenixborn.name),
    ),
    h(
      'div',
      {
        marginTop: 12,
        padding: '0 24px',
        fontSize: 26,
        fontWeight: 600,
        textAlign: 'center',
        color: 'rgba(255,255,255,0.85)',
      },
      phoenixborn.name,
    ),
  )
}
