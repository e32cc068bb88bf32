import { describe, expect, it } from 'vitest'
import { type Block, type Inline, parseUserText, plainText } from './text.ts'

const text = (t: string): Inline => ({ type: 'text', text: t })
const para = (...children: Inline[]): Block => ({ type: 'paragraph', kind: 'normal', children })
const link = (t: string, url: string): Inline => ({ type: 'link', text: t, url })

describe('user text paragraphs', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(parseUserText('Line one\r\nline two\n\n\nNext')).toEqual([
      para(text('Line one'), { type: 'lineBreak' }, text('line two')),
      para(text('Next')),
    ])
  })

  it('reads card codes and emphasis as card text does', () => {
    expect(
      parseUserText('**Run** 2 [[Blue Jaguar]] with [[main]] and *some* [[charm:class]]'),
    ).toEqual([
      para(
        { type: 'strong', children: [text('Run')] },
        text(' 2 '),
        { type: 'cardRef', name: 'Blue Jaguar', stub: 'blue-jaguar' },
        text(' with '),
        { type: 'symbol', symbol: 'main' },
        text(' and '),
        { type: 'em', children: [text('some')] },
        text(' '),
        { type: 'die', die: 'charm', face: 'class' },
      ),
    ])
  })

  it('nests strong inside em and em inside strong', () => {
    expect(parseUserText('*a **b** c* **d *e***')).toEqual([
      para(
        {
          type: 'em',
          children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')],
        },
        text(' '),
        { type: 'strong', children: [text('d '), { type: 'em', children: [text('e')] }] },
      ),
    ])
  })

  it('leaves stray and spaced asterisks alone', () => {
    expect(parseUserText('2 * 3 * 4 and **not closed and *open')).toEqual([
      para(text('2 * 3 * 4 and **not closed and *open')),
    ])
  })
})

describe('user text links and images', () => {
  it('links bracketed text to its URL', () => {
    expect(parseUserText('See [[the rules https://example.org/rules.pdf]].')).toEqual([
      para(text('See '), link('the rules', 'https://example.org/rules.pdf'), text('.')),
    ])
  })

  it('links a bare URL without its trailing punctuation', () => {
    expect(parseUserText('Read https://example.org/a_(b). Or (http://x.io/y)!')).toEqual([
      para(
        text('Read '),
        link('https://example.org/a_(b)', 'https://example.org/a_(b)'),
        text('. Or ('),
        link('http://x.io/y', 'http://x.io/y'),
        text(')!'),
      ),
    ])
  })

  it('shows an image written [[image URL]] with optional alt text', () => {
    expect(
      parseUserText(
        '[[image https://example.org/dice.PNG?v=2]] [[image Our board https://e.org/b.webp]]',
      ),
    ).toEqual([
      para({ type: 'image', url: 'https://example.org/dice.PNG?v=2', alt: '' }, text(' '), {
        type: 'image',
        url: 'https://e.org/b.webp',
        alt: 'Our board',
      }),
    ])
  })

  it('links rather than embeds an [[image …]] whose URL is not an image', () => {
    expect(parseUserText('[[image https://example.org/page]]')).toEqual([
      para(link('image', 'https://example.org/page')),
    ])
  })

  it('shows an image written the reference way, [[*URL]], for any http(s) URL', () => {
    expect(
      parseUserText('Board: [[*https://example.org/board]] and [[*http://e.org/a.png]]'),
    ).toEqual([
      para(
        text('Board: '),
        { type: 'image', url: 'https://example.org/board', alt: '' },
        text(' and '),
        { type: 'image', url: 'http://e.org/a.png', alt: '' },
      ),
    ])
  })

  it('keeps [[*…]] as text unless it holds an http(s) URL', () => {
    const kept = '[[*javascript:alert(1)]] [[*data:image/png,x]] [[*//e.org/a.png]] [[*]]'
    expect(parseUserText(kept)).toEqual([para(text(kept))])
  })

  it('never produces a non-http link', () => {
    const blocks = parseUserText(
      '[[click javascript:alert(1)]] javascript:alert(1) [[x data:text/html,hi]] https://',
    )
    expect(blocks).toEqual([
      para(
        text('[[click javascript:alert(1)]] javascript:alert(1) [[x data:text/html,hi]] https://'),
      ),
    ])
  })

  it('does not link a URL glued to a word', () => {
    expect(parseUserText('xhttps://example.org')).toEqual([para(text('xhttps://example.org'))])
  })
})

describe('user text lists and quotes', () => {
  it('reads `* ` and `- ` lines as one unordered list', () => {
    expect(parseUserText('Cards:\n* [[Fallen]]\n- *two*')).toEqual([
      para(text('Cards:')),
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'cardRef', name: 'Fallen', stub: 'fallen' }],
          [{ type: 'em', children: [text('two')] }],
        ],
      },
    ])
  })

  it('reads numbered lines as an ordered list starting at the first number', () => {
    expect(parseUserText('3. three\n\n4) four\n- other')).toEqual([
      { type: 'list', ordered: true, start: 3, items: [[text('three')], [text('four')]] },
      { type: 'list', ordered: false, start: 1, items: [[text('other')]] },
    ])
  })

  it('reads `~ ` lines as a numbered list, as the reference does', () => {
    expect(parseUserText('Plan:\n~ mulligan\n~ *attack*\n\n~ win\n* aside')).toEqual([
      para(text('Plan:')),
      {
        type: 'list',
        ordered: true,
        start: 1,
        items: [[text('mulligan')], [{ type: 'em', children: [text('attack')] }], [text('win')]],
      },
      { type: 'list', ordered: false, start: 1, items: [[text('aside')]] },
    ])
  })

  it('needs a space after `~` for a list item', () => {
    expect(parseUserText('~tilde\n~')).toEqual([
      para(text('~tilde'), { type: 'lineBreak' }, text('~')),
    ])
  })

  it('quotes `> ` lines as nested blocks', () => {
    expect(parseUserText('> quoted\n> * item\nafter')).toEqual([
      {
        type: 'quote',
        children: [
          para(text('quoted')),
          { type: 'list', ordered: false, start: 1, items: [[text('item')]] },
        ],
      },
      para(text('after')),
    ])
  })

  it('stops nesting quotes after four levels', () => {
    const blocks = parseUserText('> > > > > > deep')
    let depth = 0
    let current: Block | undefined = blocks[0]
    while (current?.type === 'quote') {
      depth++
      current = current.children[0]
    }
    expect(depth).toBe(4)
    expect(current).toEqual(para(text('> > deep')))
  })

  it('reads back as plain text with list markers', () => {
    expect(
      plainText(
        parseUserText('Intro **bold**\n\n1. one\n2. [[Fallen]]\n\n> [[image https://e.org/a.png]]'),
      ),
    ).toBe('Intro bold\n\n1. one\n2. Fallen\n\n')
  })
})

// Comment markup as the reference client renders it (ui-behaviour §5, issue 26 item 5).
describe('user text dividers and unknown codes', () => {
  it("reads a spaced hyphen ' - ' as a divider, a hyphen in a word or at a line's start not", () => {
    expect(parseUserText('[[main]] - 1 [[charm:class]] - self-made')).toEqual([
      para(
        { type: 'symbol', symbol: 'main' },
        { type: 'divider' },
        text('1 '),
        { type: 'die', die: 'charm', face: 'class' },
        { type: 'divider' },
        text('self-made'),
      ),
    ])
    expect(parseUserText('a -b c- d')).toEqual([para(text('a -b c- d'))])
  })

  it('reads an unknown word with a suffix as an italic phrase: [[foo:bar]] is "foo bar"', () => {
    expect(
      parseUserText("[[foo:bar]] and [[Lost Souls:power]] and [[it's, well-known:x]]"),
    ).toEqual([
      para(
        { type: 'em', children: [text('foo bar')] },
        text(' and '),
        { type: 'em', children: [text('Lost Souls power')] },
        text(' and '),
        { type: 'em', children: [text("it's, well-known x")] },
      ),
    ])
  })

  it('keeps codes with digits or without a suffix literal, as the reference does', () => {
    expect(parseUserText('[[2]] [[a2:b]] [[foo:]] [[:bar]]')).toEqual([
      para(text('[[2]] [[a2:b]] [[foo:]] [[:bar]]')),
    ])
  })

  it('reads a divider as a spaced hyphen in plain text', () => {
    expect(plainText(parseUserText('a - b'))).toBe('a - b')
  })
})
