import { describe, expect, it } from 'vitest'
import { currentCards, type DataCard, legacyCards } from '../test/card-data.ts'
import { conjurationReferences, type Inline, parseCardText, plainText } from './text.ts'

const text = (t: string): Inline => ({ type: 'text', text: t })
const strong = (t: string): Inline => ({ type: 'strong', children: [text(t)] })

function inlines(blocks: ReturnType<typeof parseCardText>): Inline[] {
  const out: Inline[] = []
  const walk = (nodes: readonly Inline[]) => {
    for (const node of nodes) {
      out.push(node)
      if (node.type === 'strong' || node.type === 'em') walk(node.children)
    }
  }
  for (const block of blocks) if (block.type === 'paragraph') walk(block.children)
  return out
}

describe('card text codes (6.5)', () => {
  it('turns an ability into a bold name, symbols, a quantity and a die', () => {
    expect(
      parseCardText('Water Blast: [[side]] - [[exhaust]] - 2 [[natural:class]]: Deal 2 damage.'),
    ).toEqual([
      {
        type: 'paragraph',
        kind: 'normal',
        children: [
          strong('Water Blast:'),
          text(' '),
          { type: 'symbol', symbol: 'side' },
          text(' - '),
          { type: 'symbol', symbol: 'exhaust' },
          text(' - 2 '),
          { type: 'die', die: 'natural', face: 'class' },
          text(': Deal 2 damage.'),
        ],
      },
    ])
  })

  it('references a card by name with its stub', () => {
    const [block] = parseCardText('Place a [[Three-Eyed Owl]] conjuration.')
    expect(block).toEqual({
      type: 'paragraph',
      kind: 'normal',
      children: [
        text('Place a '),
        { type: 'cardRef', name: 'Three-Eyed Owl', stub: 'three-eyed-owl' },
        text(' conjuration.'),
      ],
    })
  })

  it('reads a die without a face and tolerates a space after the colon', () => {
    expect(inlines(parseCardText('[[time]] [[sympathy: class]] [[Charm:Power]]'))).toEqual([
      { type: 'die', die: 'time', face: null },
      text(' '),
      { type: 'die', die: 'sympathy', face: 'class' },
      text(' '),
      { type: 'die', die: 'charm', face: 'power' },
    ])
  })

  it('keeps unknown bracket codes as literal text', () => {
    expect(
      inlines(
        parseCardText('a [[lower case]] [[charm:foo]] [[basic:class]] [[]] [[Link https://x.org]]'),
      ),
    ).toEqual([text('a [[lower case]] [[charm:foo]] [[basic:class]] [[]] [[Link https://x.org]]')])
  })

  it('marks `* ` paragraphs inexhaustible and `~ ` paragraphs reaction', () => {
    const blocks = parseCardText(
      '* Fade: Destroy this unit.\n\n~ Hidden: After attackers...\n\nDraw 1 card.',
    )
    expect(blocks.map((b) => b.type === 'paragraph' && b.kind)).toEqual([
      'inexhaustible',
      'reaction',
      'normal',
    ])
  })

  it('starts a new paragraph at every `* ` line, even without a blank line', () => {
    const blocks = parseCardText('Draw 1 card.\n* X = the number of tokens.\ncontinued')
    expect(blocks).toEqual([
      { type: 'paragraph', kind: 'normal', children: [text('Draw 1 card.')] },
      {
        type: 'paragraph',
        kind: 'inexhaustible',
        children: [text('X = the number of tokens.'), { type: 'lineBreak' }, text('continued')],
      },
    ])
  })

  it('keeps written bold and italics, including a bold ability name', () => {
    expect(parseCardText('* **Spell Guard:** This spell *cannot* be affected.')).toEqual([
      {
        type: 'paragraph',
        kind: 'inexhaustible',
        children: [
          strong('Spell Guard:'),
          text(' This spell '),
          { type: 'em', children: [text('cannot')] },
          text(' be affected.'),
        ],
      },
    ])
  })

  it('does not bold a sentence that merely contains a colon', () => {
    expect(inlines(parseCardText('When this unit is destroyed, draw: 1 card.'))[0]).toEqual(
      text('When this unit is destroyed, draw: 1 card.'),
    )
  })

  it('treats `*` as a list marker in user text but not here', () => {
    expect(parseCardText('* Fleeting: Discard this card.')[0]?.type).toBe('paragraph')
  })

  it('parses nothing from empty or blank text', () => {
    expect(parseCardText('')).toEqual([])
    expect(parseCardText('\n \n\n')).toEqual([])
  })
})

describe.each([
  ['current', currentCards],
  ['legacy', legacyCards],
])('%s seed card texts', (_, cards: DataCard[]) => {
  const stubs = new Set(cards.map((card) => card.stub))
  const texts = cards.filter((card) => card.text)

  it('leave no card code unparsed', () => {
    for (const card of texts) {
      const leftovers = inlines(parseCardText(card.text ?? '')).filter(
        (n) => n.type === 'text' && n.text.includes('[['),
      )
      expect(leftovers, card.stub).toEqual([])
    }
  })

  it('reference only cards of the same file', () => {
    for (const card of texts) {
      for (const node of inlines(parseCardText(card.text ?? ''))) {
        if (node.type === 'cardRef') expect(stubs.has(node.stub), node.stub).toBe(true)
      }
    }
  })

  it('read back as plain text without codes', () => {
    for (const card of texts)
      expect(plainText(parseCardText(card.text ?? ''))).not.toMatch(/\[\[|\]\]/)
  })

  it('name conjurations the card lists among its conjurations (7.5 rule 2)', () => {
    for (const card of texts) {
      const conjured = (card.conjurations ?? []).map((c) => c.stub)
      expect(conjured, card.stub).toEqual(
        expect.arrayContaining(conjurationReferences(card.text ?? '')),
      )
    }
  })
})

describe('conjuration references (7.5 rule 2)', () => {
  const textOf = (stub: string) => currentCards.find((card) => card.stub === stub)?.text ?? ''

  it('finds a conjuration, plural conjurations, an "or" pair and conjured alteration spells', () => {
    expect(conjurationReferences(textOf('summon-blue-jaguar'))).toEqual(['blue-jaguar'])
    expect(conjurationReferences(textOf('rising-horde'))).toEqual(['fallen'])
    expect(conjurationReferences(textOf('metamorpher'))).toEqual(['sun-scarab', 'moon-moth'])
    expect(conjurationReferences(textOf('adaptodon'))).toEqual([
      'fire-adaptation',
      'ice-adaptation',
    ])
  })

  it('ignores references not followed by a conjuration word, and repeats', () => {
    expect(
      conjurationReferences(
        'Discard [[Blood Puppet]]. Place a [[Fallen]] conjuration, then [[Fallen]] conjurations.',
      ),
    ).toEqual(['fallen'])
  })

  it('reads the plain text of a paragraph for previews', () => {
    expect(
      plainText(
        parseCardText(
          'Slash: [[side]] - 1 [[discard]]: Deal 1 [[time:power]] damage.\n\n* Fade: Gone.',
        ),
      ),
    ).toBe('Slash: side - 1 discard: Deal 1 time power damage.\n\nFade: Gone.')
  })
})
