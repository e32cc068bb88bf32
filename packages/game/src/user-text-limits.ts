import type { Block, Inline } from './text-ast.ts'

/**
 * The longest comment a player may post or save (the reference had no limit). A page shows up
 * to 30 comments to every visitor; 10,000 characters is some 1,500 words, room for any
 * discussion of a card or deck, while keeping a page's text within a few hundred kilobytes.
 */
export const COMMENT_MAX_LENGTH = 10_000

/**
 * How long a username may be (the reference's limits, which the API keeps): the forms check it
 * before sending, in their own words (issue 50 item 11).
 */
export const USERNAME_MIN_LENGTH = 2
export const USERNAME_MAX_LENGTH = 42

/**
 * The longest description of a deck, snapshot or player (the reference had no limit). A deck's
 * description is its guide, the one long text of its page: twice a comment, some 3,000 words.
 * Every visitor of the page gets it parsed and rendered; a description of 70,000 links (840 KB)
 * was accepted before (issue 24 item 6). Longer texts stored before the limit still render.
 */
export const DESCRIPTION_MAX_LENGTH = 20_000

/**
 * Text whose card references past the first `max` read as their names: a renderer gives each
 * reference a live link with a preview, and a long text can hold thousands of them. The
 * neighbouring text of a demoted reference is joined to it, so the rest costs a few text nodes.
 */
export function capCardRefs(blocks: readonly Block[], max: number): Block[] {
  let left = max
  const inlines = (nodes: readonly Inline[]): Inline[] => {
    const out: Inline[] = []
    for (const node of nodes) {
      let next: Inline = node
      if (node.type === 'cardRef') {
        if (left > 0) left -= 1
        else next = { type: 'text', text: node.name }
      } else if (node.type === 'strong' || node.type === 'em') {
        next = { type: node.type, children: inlines(node.children) }
      }
      const last = out.at(-1)
      if (next.type === 'text' && last?.type === 'text')
        out[out.length - 1] = { type: 'text', text: last.text + next.text }
      else out.push(next)
    }
    return out
  }
  const walk = (list: readonly Block[]): Block[] =>
    list.map((block) => {
      if (block.type === 'paragraph') return { ...block, children: inlines(block.children) }
      if (block.type === 'quote') return { ...block, children: walk(block.children) }
      return { ...block, items: block.items.map(inlines) }
    })
  return walk(blocks)
}
