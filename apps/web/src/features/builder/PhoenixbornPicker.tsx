import type { Card } from '@ashes/api'
import { parseCardText, plainText } from '@ashes/game'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { PhoenixbornArt } from '../../components/cards/PhoenixbornArt.tsx'
import { useAfterFirstFrame } from './after-first-frame.ts'

/** 'Battlefield 6 · Life 18 · Spellboard 5', or nothing for a card without stats. */
export function phoenixbornStats(pb: Pick<Card, 'battlefield' | 'life' | 'spellboard'>): string {
  if (pb.battlefield === undefined) return ''
  return `Battlefield ${pb.battlefield} · Life ${pb.life} · Spellboard ${pb.spellboard}`
}

const abilities = new Map<string, string>()

/**
 * The Phoenixborn's ability as plain text: options hold no links (the listbox owns the keys).
 * Parsed once per text: the picker's forty-odd options parsed theirs at every render, about 29 ms
 * of the frame that shows the pane after 'New deck' on a throttled phone (issue 26 item 6).
 */
export function abilityText(pb: Pick<Card, 'text'>): string {
  if (!pb.text) return ''
  let text = abilities.get(pb.text)
  if (text === undefined) {
    text = plainText(parseCardText(pb.text))
    abilities.set(pb.text, text)
  }
  return text
}

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

/** About what the list's box shows without scrolling (max-h-96 of options about 4.75rem high). */
const FIRST_SHOWN = 6

/**
 * An option below the box's view is neither laid out nor painted until scrolled to. Not the
 * first ones, always in view: an element with content-visibility: auto is laid out skipped,
 * found on screen, then laid out again, which doubled the style, layout and pre-paint of the
 * frame that shows the pane after 'New deck' (issue 26 item 6, a Chromium trace).
 */
const SKIPPED_OUT_OF_VIEW = '[contain-intrinsic-size:auto_4.75rem] [content-visibility:auto]'

/**
 * The options drawn with the picker's first frame, then all once that frame is on screen: the
 * forty-odd cards with their art were about 150 ms of 'New deck' on a throttled phone, for
 * options out of the box's view (issue 26 item 6). Keys moving past them show them at once.
 * The first frame draws the art's stand-ins and asks for no image: the requests of the first
 * options' images were 10-100 ms of that frame's work at 4x CPU, for images that come from the
 * network after it anyway (a Chromium trace of bench/builder-open.ts).
 */
function useShownCount(total: number, active: number): { shown: number; images: boolean } {
  const all = useAfterFirstFrame('out of view')
  return {
    shown: all ? total : Math.min(total, Math.max(FIRST_SHOWN, active + 1)),
    images: all,
  }
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
  const { shown, images } = useShownCount(phoenixborns.length, active)
  const optionId = (stub: string) => `${id}-${stub}`

  // The active option is kept in view as the keys move it. Not on opening at the first option,
  // already in view: scrolling forces the whole page's layout at once, which was a quarter of a
  // second of 'New deck' on a slow phone (issue 26 item 6).
  const moved = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active option changes
  useEffect(() => {
    if (!current || (!moved.current && active === 0)) return
    moved.current = true
    list.current?.querySelector(`[id="${optionId(current.stub)}"]`)?.scrollIntoView?.({
      block: 'nearest',
    })
  }, [active])

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
      {phoenixborns.slice(0, shown).map((pb, index) => {
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
            className={`flex min-h-11 cursor-pointer gap-2 rounded p-1 ${index < FIRST_SHOWN ? '' : SKIPPED_OUT_OF_VIEW} ${chosen ? 'bg-accent-tint' : 'hover:bg-stone-100'} ${
              index === active
                ? 'group-focus-visible:ring-2 group-focus-visible:ring-focus ring-inset'
                : ''
            }`}
          >
            <PhoenixbornArt
              phoenixborn={pb}
              kind="badge"
              loadImage={images}
              className="w-14 shrink-0 self-start"
            />
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
