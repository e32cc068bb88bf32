import { afterAll, describe, expect, it } from 'vitest'
import { deckView } from '../src/modules/previews/deck-image.ts'
import { h } from '../src/modules/previews/element.ts'
import { drawable, PreviewDrawer } from '../src/modules/previews/render.ts'

// Players' titles and names may hold letters the preview's fonts lack: satori would draw a
// "no glyph" box for each. The preview of 'Iron Men <Arabic> <emoji>' by Ember read
// 'Iron Men by Ember' (issue 50 item 7): Arabic, Hebrew, Cyrillic, Greek and emoji are drawn.
const ARABIC_TITLE = 'الرجال الحديديون 🔥'

const deckOf = (title: string, username: string) =>
  ({
    title,
    phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard', is_legacy: false },
    dice: [],
    cards: [],
    conjurations: [],
    user: { username, badge: 'x' },
  }) as unknown as Parameters<typeof deckView>[0]

describe('text drawn into previews', () => {
  it('keeps the scripts players write and emoji; a run of letters no font has is one …', () => {
    expect(drawable(`Iron Men ${ARABIC_TITLE}`)).toBe(`Iron Men ${ARABIC_TITLE}`)
    for (const text of ['שלום עולם', 'Железные люди', 'Σιδερένιοι', 'Tiếng Việt', '⚔️ 🐉 👍🏽 🇫🇷'])
      expect(drawable(text)).toBe(text)
    expect(drawable('Fire 🔥 deck 日本 語 \u0000Ŋame  Ünïcødé\n')).toBe(
      'Fire 🔥 deck … Ŋame Ünïcødé',
    )
    expect(drawable('Deck ไทย')).toBe('Deck …')
  })

  it('gives a deck titled only in missing letters the untitled title, and drops such an author', () => {
    expect(deckView(deckOf('日本語 ', '中文'), 'Site')).toMatchObject({
      title: 'Untitled Aradel Summergaard',
      author: '',
    })
    expect(deckView(deckOf(ARABIC_TITLE, 'Ember 🔥'), 'Site')).toMatchObject({
      title: ARABIC_TITLE,
      author: 'Ember 🔥',
    })
  })
})

describe('previews draw Arabic, Hebrew and emoji', () => {
  const drawer = new PreviewDrawer({ concurrency: 1, waiting: 10, heapMb: 256 })
  afterAll(() => drawer.close())
  const line = (text: string) =>
    drawer.draw(() =>
      h('div', { display: 'flex', fontFamily: 'Inter', fontSize: 60, fontWeight: 700 }, text),
    )
  /** The same number of characters that no font has: a "no glyph" box each. */
  const boxes = (text: string) => line(text.replace(/\S/gu, '\uE000'))

  it('with their glyphs, not "no glyph" boxes', async () => {
    for (const text of ['الرجال', 'שלום', '🔥', '⚔️']) {
      const drawn = await line(text)
      expect(drawn.equals(await boxes(text)), text).toBe(false)
    }
    // The comparison can fail: a letter no font has is drawn as the box.
    expect((await line('日本')).equals(await boxes('日本'))).toBe(true)
  })
})
