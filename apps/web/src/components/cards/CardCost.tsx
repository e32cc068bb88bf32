import { Fragment } from 'react'
import { Icon } from '../../components/Icon.tsx'
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
import { InlineCodes } from './RichText.tsx'

type CostStep = string | string[]

function Step({ step }: { step: CostStep }) {
  if (typeof step === 'string') return <InlineCodes text={step} />
  return (
    <>
      {step.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? <span className="mx-1 text-xs text-stone-500">or</span> : null}
          <InlineCodes text={part} />
        </Fragment>
      ))}
    </>
  )
}

/** A play cost: a diamond-separated row, or a vertical list on the details page. */
export function CardCost({ cost, vertical = false }: { cost?: CostStep[]; vertical?: boolean }) {
  if (!cost?.length) return <span className="text-stone-400">–</span>
  if (vertical) {
    return (
      <ul className="space-y-1">
        {cost.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cost steps may repeat
          <li key={index}>
            <Step step={step} />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1">
      {cost.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cost steps may repeat
        <Fragment key={index}>
          {index > 0 ? <Icon name="divider" className="size-2" /> : null}
          <span className="whitespace-nowrap">
            <Step step={step} />
          </span>
        </Fragment>
      ))}
    </span>
  )
}
