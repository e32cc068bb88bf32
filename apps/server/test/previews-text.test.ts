import { describe, expect, it } from 'vitest'
import { deckView } from '../src/modules/previews/deck-image.ts'
import { drawable } from '../src/modules/previews/render.ts'

// Players' titles and names may hold letters the preview's fonts lack: satori would draw a
// "no glyph" box for each.
describe('text drawn into previews', () => {
  it('keeps Latin and extended Latin letters, and leaves out emoji, CJK and control characters', () => {
    expect(drawable('Fire 🔥 deck 日本語 \u0000Ŋame  Ünïcødé\n')).toBe('Fire deck Ŋame Ünïcødé')
  })

  it('gives a deck titled only in missing letters the untitled title, and drops such an author', () => {
    const deck = {
      title: '日本語 🔥',
      phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard', is_legacy: false },
      dice: [],
      cards: [],
      conjurations: [],
      user: { username: '😀', badge: 'x' },
    } as unknown as Parameters<typeof deckView>[0]
    expect(deckView(deck, 'Site')).toMatchObject({
      title: 'Untitled Aradel Summergaard',
      author: '',
    })
  })
})
