import type { Card } from '@ashes/api'
import {
  type FirstFiveSelection,
  firstFiveOdds,
  isTutor,
  setTutorPick,
  togglePaidEffect,
} from '@ashes/game'
import { useId, useMemo } from 'react'
import { CardLink } from '../../components/cards/CardLink.tsx'
import { InlineCodes } from '../../components/cards/RichText.tsx'
import { percent } from '../../lib/percent.ts'
import type { FirstFiveDeck } from './deck.ts'

const ODDS_NOTE =
  "The chance that the first round's roll of the deck's dice pays each card's main cost, plus its effect cost when you plan to pay it. Meditation and dice powers are ignored."

interface PlanProps {
  deck: FirstFiveDeck
  selection: FirstFiveSelection
  cards: ReadonlyMap<string, Card>
  /** Present in the builder: effect costs and tutor picks can be changed. */
  onChange?: ((selection: FirstFiveSelection) => void) | undefined
}

const effectText = (card: Card) =>
  Object.entries(card.effectMagicCost ?? {})
    .map(([key, count]) => `${count} [[${key.replace(' / ', ']] or [[')}]]`)
    .join(' ')

/** One planned card: its odds, its effect cost and its tutor pick. */
function PlanRow({
  card,
  odds,
  props,
}: {
  card: Card
  odds: number | undefined
  props: PlanProps
}) {
  const { deck, selection, onChange } = props
  const id = useId()
  const paid = selection.effect_costs.includes(card.stub)
  const pick = selection.tutor_map[card.stub]
  const hasEffect = Object.keys(card.effectMagicCost ?? {}).length > 0
  const pickName = deck.cards.find((held) => held.stub === pick)?.name
  return (
    <li className="space-y-1 border-b border-stone-200 py-1" data-stub={card.stub}>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-2">
        <CardLink stub={card.stub} name={card.name} legacy={deck.is_legacy === true} />
        {odds === undefined ? null : (
          <span className="font-semibold" data-testid="first-five-odds">
            {percent(odds)}
          </span>
        )}
      </div>
      {hasEffect && onChange ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={paid}
            onChange={() => onChange(togglePaidEffect(selection, card.stub))}
          />
          Pay its effect cost <InlineCodes text={effectText(card)} />
        </label>
      ) : hasEffect && paid ? (
        <p className="text-sm text-stone-600">
          With its effect cost <InlineCodes text={effectText(card)} />
        </p>
      ) : null}
      {isTutor(card.text) && onChange ? (
        <div className="flex min-h-11 items-center gap-2 text-sm">
          <label htmlFor={id}>Fetches</label>
          <select
            id={id}
            className="min-h-11 min-w-0 flex-1 rounded border border-stone-300 px-1"
            value={pick ?? ''}
            onChange={(event) =>
              onChange(setTutorPick(selection, card.stub, event.target.value || null))
            }
          >
            <option value="">No card chosen</option>
            {deck.cards.map((held) => (
              <option key={held.stub} value={held.stub}>
                {held.name}
              </option>
            ))}
          </select>
        </div>
      ) : pickName ? (
        <p className="text-sm text-stone-600">Fetches {pickName}</p>
      ) : null}
    </li>
  )
}

/**
 * The planned round 1: each First Five card (and the Phoenixborn when its effect cost is marked
 * or it has one to mark) with the chance the first roll pays it, and all of them together.
 */
export function FirstFivePlan(props: PlanProps) {
  const { deck, selection, cards, onChange } = props
  const planned = useMemo(() => {
    const chosen = selection.first_five.flatMap((stub) => cards.get(stub) ?? [])
    const pb = deck.phoenixborn ? cards.get(deck.phoenixborn.stub) : undefined
    const pbEffect = pb && Object.keys(pb.effectMagicCost ?? {}).length > 0
    const pbShown =
      pb &&
      (onChange
        ? pbEffect || isTutor(pb.text)
        : selection.effect_costs.includes(pb.stub) || selection.tutor_map[pb.stub])
    return pbShown ? [...chosen, pb] : chosen
  }, [selection, cards, deck.phoenixborn, onChange])
  const odds = useMemo(
    () =>
      firstFiveOdds(
        planned.filter(
          (card) => card.type !== 'Phoenixborn' || selection.effect_costs.includes(card.stub),
        ),
        selection.effect_costs,
        deck.dice,
      ),
    [planned, selection.effect_costs, deck.dice],
  )
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{ODDS_NOTE}</p>
      <ul>
        {planned.map((card) => (
          <PlanRow key={card.stub} card={card} odds={odds.each.get(card.stub)} props={props} />
        ))}
      </ul>
      {odds.each.size > 1 ? (
        <p className="flex justify-between gap-2 font-semibold">
          <span>All of them from one roll</span>
          <span data-testid="first-five-together">{percent(odds.together)}</span>
        </p>
      ) : null}
    </div>
  )
}
