import { isDiceFilterName } from '@ashes/game'
import { CardCost } from '../../../components/cards/CardCost.tsx'
import { CardText } from '../../../components/cards/RichText.tsx'
import { DieIcon } from '../../../components/Dice.tsx'
import { countOf } from '../../../lib/grammar.ts'
import { Link } from '../../../lib/router/index.ts'
import type { CardDetails } from '../api.ts'

function Fact({ label, value }: { label: string; value: number | string | undefined }) {
  if (value === undefined) return null
  return (
    <div className="rounded bg-stone-100 px-3 py-1 text-center">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  )
}

/**
 * Usage as SPEC §2 words it ('N users have this card in M decks'), singular where a count is 1,
 * and what the server counts (cards/details.ts): players' saved decks, not the preconstructed.
 */
function Usage({ usage }: { usage: CardDetails['usage'] }) {
  const verb = usage.users === 1 ? 'has' : 'have'
  return (
    <div>
      <p>{`${countOf(usage.users, 'user')} ${verb} this card in ${countOf(usage.decks, 'deck')}`}</p>
      <p className="text-sm text-stone-600">
        Players' own decks, private ones included; preconstructed decks are not counted.
      </p>
    </div>
  )
}

/** Everything the card page says about a card, beside its image. */
export function CardFacts({ details }: { details: CardDetails }) {
  const { card, usage, preconstructed_deck: precon } = details
  const dice = (card.dice ?? []).filter(isDiceFilterName)
  const needs = dice.filter((die) => die !== 'basic')
  const preconMatches = precon && precon.title === card.release.name
  return (
    <div className="space-y-4">
      {card.cost?.length ? (
        <div>
          <h2 className="text-sm font-semibold text-stone-600">Cost</h2>
          <CardCost cost={card.cost} vertical />
        </div>
      ) : null}
      {card.text ? (
        <CardText text={card.text} className="space-y-2 text-base leading-relaxed" />
      ) : null}
      <dl className="flex flex-wrap gap-2">
        <Fact label="Battlefield" value={card.battlefield} />
        <Fact label="Attack" value={card.attack} />
        <Fact label="Life" value={card.life} />
        <Fact label="Recover" value={card.recover} />
        <Fact label="Spellboard" value={card.spellboard} />
        <Fact label="Copies" value={card.copies} />
      </dl>
      {needs.length ? (
        <p className="flex items-center gap-1">
          <span className="font-semibold">Needs:</span>
          {dice.map((die) => (
            <DieIcon
              key={die}
              die={die}
              face={die === 'basic' ? null : 'power'}
              className="size-5"
            />
          ))}
        </p>
      ) : null}
      <Usage usage={usage} />
      <p>
        <span className="font-semibold">Release:</span>{' '}
        {preconMatches ? (
          <Link to={`/decks/${precon.id}/`} className="link">
            {card.release.name}
          </Link>
        ) : (
          card.release.name
        )}
        {card.release.is_phg === false ? <span title="Fan-made release"> †</span> : null}
      </p>
      {precon && !preconMatches ? (
        <p>
          <span className="font-semibold">Deck:</span>{' '}
          <Link to={`/decks/${precon.id}/`} className="link">
            {precon.title ?? 'Preconstructed deck'}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
