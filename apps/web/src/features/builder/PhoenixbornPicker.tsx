import type { Card } from '@ashes/api'
import { parseCardText, plainText } from '@ashes/game'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { PhoenixbornArt } from '../../components/cards/PhoenixbornArt.tsx'

/** 'Battlefield 6 · Life 18 · Spellboard 5', or nothing for a card without stats. */
export function phoenixbornStats(pb: Pick<Card, 'battlefield' | 'life' | 'spellboard'>): string {
  if (pb.battlefield === undefined) return ''
  return `Battlefield ${pb.battlefield} · Life ${pb.life} · Spellboard ${pb.spellboard}`
}

/** The Phoenixborn's ability as plain text: options hold no links (the listbox owns the keys). */
export const abilityText = (pb: Pick<Card, 'text'>) =>
  pb.text ? plainText(parseCardText(pb.text)) : ''

interface PickerProps {
  phoenixborns: readonly Card[]
  selected: string | null
  onChoose: (card: Card) => void
}

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
}

/**
 * Every Phoenixborn as a card (art, stats, ability) in a listbox. The arrow keys, Home and End
 * move through it and Enter or Space chooses: choosing strips the other Phoenixborn's unique
 * cards, so moving alone never chooses.
 */
export function PhoenixbornPicker({ phoenixborns, selected, onChoose }: PickerProps) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      phoenixborns.findIndex((pb) => pb.stub === selected),
    ),
  )
  const current = phoenixborns[active]
  const optionId = (stub: string) => `${id}-${stub}`

  useEffect(() => {
    if (!current) return
    list.current?.querySelector(`[id="${optionId(current.stub)}"]`)?.scrollIntoView?.({
      block: 'nearest',
    })
  })

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key]
    if (step) setActive(step(active, phoenixborns.length - 1))
    else if ((event.key === 'Enter' || event.key === ' ') && current) onChoose(current)
    else return
    event.preventDefault()
  }

  return (
    <div
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label="Choose a Phoenixborn"
      aria-activedescendant={current ? optionId(current.stub) : undefined}
      onKeyDown={onKeyDown}
      className="group max-h-96 space-y-1 overflow-y-auto rounded border border-stone-300 bg-raised p-1 focus-visible:outline-2 focus-visible:outline-focus"
    >
      {phoenixborns.map((pb, index) => {
        const chosen = pb.stub === selected
        return (
          // biome-ignore lint/a11y: the listbox keeps the focus and handles the keys (aria-activedescendant), as ARIA asks
          <div
            key={pb.stub}
            id={optionId(pb.stub)}
            role="option"
            aria-selected={chosen}
            aria-labelledby={`${optionId(pb.stub)}-name`}
            aria-describedby={`${optionId(pb.stub)}-about`}
            onClick={() => {
              setActive(index)
              onChoose(pb)
            }}
            className={`flex min-h-11 cursor-pointer gap-2 rounded p-1 ${chosen ? 'bg-accent-tint' : 'hover:bg-stone-100'} ${
              index === active
                ? 'group-focus-visible:ring-2 group-focus-visible:ring-focus ring-inset'
                : ''
            }`}
          >
            <PhoenixbornArt phoenixborn={pb} kind="badge" className="w-14 shrink-0 self-start" />
            <span className="min-w-0 text-xs">
              <span id={`${optionId(pb.stub)}-name`} className="block text-sm font-bold">
                {pb.name}
              </span>
              <span id={`${optionId(pb.stub)}-about`}>
                <span className="block text-stone-700">{phoenixbornStats(pb)}</span>
                <span className="line-clamp-3 text-stone-600">{abilityText(pb)}</span>
              </span>
            </span>
          </div>
        )
      })}
    </div>
  )
}
