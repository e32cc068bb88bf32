import { describe, expect, it } from 'vitest'
import { phoenixbornHue, phoenixbornInitials } from './stand-in.ts'

describe('a Phoenixborn stand-in', () => {
  it('is named by the initials of its first two words', () => {
    expect(phoenixbornInitials('Aradel Summergaard')).toBe('AS')
    expect(phoenixbornInitials('Astrea')).toBe('A')
    expect(phoenixbornInitials('Jericho  Reborn Again')).toBe('JR')
  })

  it('has a hue of its own, the same on every call, within the colour wheel', () => {
    const hues = ['aradel-summergaard', 'coal-roarkwin', 'jessa-na-ni', 'astrea'].map(
      phoenixbornHue,
    )
    expect(new Set(hues).size).toBe(4)
    expect(phoenixbornHue('coal-roarkwin')).toBe(hues[1])
    for (const hue of hues) expect(hue >= 0 && hue < 360).toBe(true)
  })
})
