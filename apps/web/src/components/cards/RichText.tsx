import {
  type Block,
  capCardRefs,
  type Inline,
  parseCardText,
  parseUserText,
  SYMBOL_WORDS,
} from '@ashes/game'
import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react'
import { DieIcon } from '../../components/Dice.tsx'
import { Icon } from '../../components/Icon.tsx'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { CardLink } from './CardLink.tsx'

/** Whether card references inside rendered text point at legacy cards. */
export const LegacyContext = createContext(false)

function InlineNode({ node }: { node: Inline }): ReactNode {
  const legacy = useContext(LegacyContext)
  switch (node.type) {
    case 'text':
      return node.text
    case 'lineBreak':
      return <br />
    case 'divider':
      // The reference's small diamond; a screen reader hears the hyphen it stands for.
      return (
        <>
          <Icon name="divider" className="mx-1 size-2 align-middle" />
          <span className="sr-only"> - </span>
        </>
      )
    case 'symbol':
      if (node.symbol === 'basic') {
        return <DieIcon die="basic" face={null} kind="cost" className="size-[1.1em]" />
      }
      return <Icon name={node.symbol} label={SYMBOL_WORDS[node.symbol]} className="size-[1.1em]" />
    case 'die':
      return <DieIcon die={node.die} face={node.face} kind="cost" className="size-[1.1em]" />
    case 'cardRef':
      return <CardLink stub={node.stub} name={node.name} legacy={legacy} />
    case 'strong':
      return <strong>{renderInlines(node.children)}</strong>
    case 'em':
      return <em>{renderInlines(node.children)}</em>
    case 'link':
      return (
        <a href={node.url} rel="nofollow noopener" target="_blank" className="link">
          {node.text}
        </a>
      )
    case 'image':
      return (
        <a href={node.url} rel="nofollow external noopener" target="_blank">
          <img src={node.url} alt={node.alt} loading="lazy" className="inline max-h-64" />
        </a>
      )
  }
}

function renderInlines(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => (
    // the AST has no ids; nodes never reorder within one render
    // biome-ignore lint/suspicious/noArrayIndexKey: positional AST children
    <InlineNode key={index} node={node} />
  ))
}

const PARAGRAPH_CLASSES = {
  normal: '',
  inexhaustible: 'rounded border border-warn-line bg-warn-tint px-2 py-1',
  reaction: 'rounded border border-accent-line bg-info-tint px-2 py-1',
} as const
const PARAGRAPH_PREFIX = {
  normal: '',
  inexhaustible: '(Inexhaustible effect) ',
  reaction: '(Reaction effect) ',
}

function BlockNode({ block }: { block: Block }): ReactNode {
  if (block.type === 'paragraph') {
    return (
      <p className={PARAGRAPH_CLASSES[block.kind]}>
        {PARAGRAPH_PREFIX[block.kind] ? (
          <span className="sr-only">{PARAGRAPH_PREFIX[block.kind]}</span>
        ) : null}
        {renderInlines(block.children)}
      </p>
    )
  }
  if (block.type === 'quote') {
    return (
      <blockquote className="border-l-4 border-accent-line bg-info-tint px-3 py-1">
        <Blocks blocks={block.children} />
      </blockquote>
    )
  }
  const items = block.items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: positional AST children
    <li key={index}>{renderInlines(item)}</li>
  ))
  return block.ordered ? (
    <ol start={block.start} className="list-decimal pl-6">
      {items}
    </ol>
  ) : (
    <ul className="list-disc pl-6">{items}</ul>
  )
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positional AST children
        <BlockNode key={index} block={block} />
      ))}
    </>
  )
}

/** Card rules text, rendered from the AST of packages/game (never as HTML). */
export function CardText({ text, className = 'space-y-2' }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseCardText(text), [text])
  return (
    <div className={className}>
      <Blocks blocks={blocks} />
    </div>
  )
}

/**
 * The most card references of one user text that get a live link with its hover preview; later
 * ones read as the card's name. Each live link is a component with state and listeners, and one
 * description or comment can hold thousands of references: rendering them all made a deck page
 * slow for every visitor.
 */
export const LIVE_CARD_LINKS = 50

/**
 * User-written text (descriptions, comments, profiles), with its live card links bounded. A long
 * word or URL breaks where it must (issue 50 item 6: one widened a phone's page to 1840 px).
 */
export function UserText({ text, className = 'space-y-2' }: { text: string; className?: string }) {
  const blocks = useMemo(() => capCardRefs(parseUserText(text), LIVE_CARD_LINKS), [text])
  return (
    <div className={`min-w-0 wrap-anywhere ${className}`}>
      <Blocks blocks={blocks} />
    </div>
  )
}

/** One line of card codes (a cost step), without paragraph wrapping. */
export function InlineCodes({ text }: { text: string }) {
  const blocks = useMemo(() => parseCardText(text), [text])
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positional AST children
        <Fragment key={index}>
          {block.type === 'paragraph' ? renderInlines(block.children) : null}
        </Fragment>
      ))}
    </>
  )
}
