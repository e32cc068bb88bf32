import { describe, expect, it } from 'vitest'
import { parseUserText } from './text.ts'
import type { Inline } from './text-ast.ts'
import { COMMENT_MAX_LENGTH, capCardRefs } from './user-text-limits.ts'

const refs = (inlines: readonly Inline[]): number =>
  inlines.reduce(
    (sum, node) =>
      sum +
      (node.type === 'cardRef'
        ? 1
        : node.type === 'strong' || node.type === 'em'
          ? refs(node.children)
          : 0),
    0,
  )

describe('capCardRefs', () => {
  it('keeps the first card references live and reads the rest as their names, in order', () => {
    const blocks = parseUserText('[[Root Armor]], **[[Mist Spirit]]** and [[Blue Jaguar]]!')
    expect(capCardRefs(blocks, 1)).toEqual([
      {
        type: 'paragraph',
        kind: 'normal',
        children: [
          { type: 'cardRef', name: 'Root Armor', stub: 'root-armor' },
          { type: 'text', text: ', ' },
          { type: 'strong', children: [{ type: 'text', text: 'Mist Spirit' }] },
          { type: 'text', text: ' and Blue Jaguar!' },
        ],
      },
    ])
  })

  it('counts references across paragraphs, lists and quotes', () => {
    const blocks = parseUserText('[[Ash]]\n\n* [[Bone]]\n* [[Coal]]\n\n> [[Dust]]')
    const capped = capCardRefs(blocks, 2)
    const count = capped.reduce(
      (sum, block) =>
        sum +
        (block.type === 'paragraph'
          ? refs(block.children)
          : block.type === 'list'
            ? block.items.reduce((n, item) => n + refs(item), 0)
            : block.children.reduce(
                (n, inner) => n + (inner.type === 'paragraph' ? refs(inner.children) : 0),
                0,
              )),
      0,
    )
    expect(count).toBe(2)
  })

  it('turns a longest comment full of references into a bounded number of nodes', () => {
    const text = '[[A]]'.repeat(COMMENT_MAX_LENGTH / 5)
    const [block] = capCardRefs(parseUserText(text), 50)
    expect(block?.type === 'paragraph' && block.children.length).toBe(51)
  })
})
