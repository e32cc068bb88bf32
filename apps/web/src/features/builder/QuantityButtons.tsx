import { isDeckCard, MAX_COPIES, MAX_PHOENIXBORN_CARDS } from '@ashes/game'
import { memo, useCallback, useId } from 'react'
import { countOf } from '../../lib/grammar.ts'
import { setCardCount, setPhoenixborn } from './commands.ts'
import { type CopiesView, useCopies } from './copies-view.ts'
import { deckLookup } from './deck-data.ts'
import { registerCopies } from './row-keys.ts'
import { useBuilder } from './state.ts'

/** What the quantity buttons need of a card (a card of the card API, or a deck entry). */
export interface QuantityCard {
  stub: string
  name: string
  type: string
  phoenixborn?: string | null | undefined
  is_legacy?: boolean | null | undefined
  battlefield?: number | string | undefined
  life?: number | string | undefined
  spellboard?: number | string | undefined
}

type Size = 'small' | 'large' | 'pane'

const buttonClass = (size: Size, pressed: boolean) =>
  `${size === 'large' ? 'min-w-10 h-10' : 'min-w-8 h-8'} rounded border px-2 text-sm font-semibold ${
    pressed
      ? 'border-sky-700 bg-sky-700 text-white'
      : 'border-stone-300 bg-raised text-stone-800 hover:bg-stone-100'
  } disabled:cursor-not-allowed disabled:opacity-40`

function PhoenixbornButton({ card, size }: { card: QuantityCard; size: Size }) {
  const current = useBuilder((state) => state.deck.phoenixborn?.stub ?? null)
  const inUse = current === card.stub
  const label = inUse ? 'In use' : current ? 'Swap' : 'Use'
  return (
    <button
      type="button"
      className={buttonClass(size, inUse)}
      disabled={inUse}
      aria-label={inUse ? `${card.name} is in use` : `${label} ${card.name} as your Phoenixborn`}
      onClick={() =>
        setPhoenixborn({
          name: card.name,
          stub: card.stub,
          battlefield: card.battlefield,
          life: card.life,
          spellboard: card.spellboard,
        })
      }
    >
      {label}
    </button>
  )
}

/**
 * Why a Phoenixborn's card has counts disabled, said beside the buttons (a tooltip alone never
 * shows on touch, nor to a disabled button's keyboard users); null while every count is allowed.
 */
function limitReason(card: QuantityCard, view: CopiesView): string | null {
  if (!card.phoenixborn || view.limit >= MAX_COPIES) return null
  if (view.other) {
    return `Only with ${card.phoenixborn}: choose ${card.phoenixborn} as your Phoenixborn to add copies`
  }
  return `At most ${MAX_PHOENIXBORN_CARDS} cards unique to ${card.phoenixborn} in a deck`
}

function CopiesButtons({ card, size }: { card: QuantityCard; size: Size }) {
  const view = useCopies(card)
  const reasonId = useId()
  const set = (count: number) =>
    setCardCount(
      { stub: card.stub, name: card.name, type: card.type, phoenixborn: card.phoenixborn },
      count,
    )
  // `+` and `-` on the card's row (row-keys.ts): the count as it is when the key is pressed, one
  // up or down through the buttons' own command, so the same copy limits hold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set changes with card alone
  const keys = useCallback(
    (control: HTMLFieldSetElement | null) =>
      registerCopies(control, (delta) => {
        const count = deckLookup(useBuilder.getState().deck).count(card.stub) + delta
        if (count >= 0) set(count)
      }),
    [card],
  )
  if (view.hidden) return null
  if (view.unrestricted) {
    return (
      <fieldset
        ref={keys}
        data-copies
        aria-label={`Copies of ${card.name}`}
        className="m-0 inline-flex items-center gap-1 border-0 p-0"
      >
        <button
          type="button"
          className={buttonClass(size, false)}
          disabled={view.count === 0}
          aria-label={`Remove one ${card.name}`}
          onClick={() => set(view.count - 1)}
        >
          −
        </button>
        <output className="min-w-6 text-center font-semibold" aria-live="polite">
          {view.count}
        </output>
        <button
          type="button"
          className={buttonClass(size, false)}
          disabled={view.count >= view.limit}
          aria-label={`Add one ${card.name}`}
          onClick={() => set(view.count + 1)}
        >
          +
        </button>
      </fieldset>
    )
  }
  const counts = Array.from({ length: MAX_COPIES + 1 }, (_, n) => n)
  const reason = limitReason(card, view)
  return (
    // Named by aria-label rather than a visually hidden legend: the same to assistive technology,
    // without the legend's positioned box in every card row.
    <fieldset
      ref={keys}
      data-copies
      aria-label={`Copies of ${card.name}`}
      aria-describedby={reason ? reasonId : undefined}
      className="m-0 inline-flex flex-wrap items-center gap-1 border-0 p-0"
    >
      {counts.map((n) => {
        const pane = size === 'pane' && n === 0
        const disabled = n > view.limit && n !== view.count
        return (
          <button
            key={n}
            type="button"
            className={buttonClass(size, n === view.count && !pane)}
            aria-pressed={pane ? undefined : n === view.count}
            aria-label={
              pane ? `Remove ${card.name}` : `${countOf(n, 'copy', 'copies')} of ${card.name}`
            }
            disabled={disabled}
            title={disabled && reason ? reason : undefined}
            onClick={() => set(n)}
          >
            {pane ? '×' : n}
          </button>
        )
      })}
      {reason ? (
        <span id={reasonId} className="text-xs text-stone-600">
          {reason}
        </span>
      ) : null}
    </fieldset>
  )
}

/**
 * Quantity buttons of SPEC §5: 0–3 in a standard deck (a Phoenixborn's cards held to 3 in all),
 * minus/plus when unrestricted, Use/Swap/In use for Phoenixborn, none for other cards.
 */
function QuantityButtons({ card, size = 'small' }: { card: QuantityCard; size?: Size }) {
  if (card.is_legacy) return null
  if (card.type === 'Phoenixborn') return <PhoenixbornButton card={card} size={size} />
  if (!isDeckCard(card)) return null
  return <CopiesButtons card={card} size={size} />
}

export default memo(QuantityButtons)
