import { useId } from 'react'
import { CheckboxField } from '../../components/TextField.tsx'

/** The player's mail choices, as PATCH /v2/players/me names them (SPEC §3 Player). */
export interface EmailChoiceValues {
  newsletter_opt_in: boolean
  email_subscriptions: boolean
  exclude_subscriptions: boolean
}

const CHOICES: [keyof EmailChoiceValues, string][] = [
  ['newsletter_opt_in', 'Send me the newsletter'],
  ['email_subscriptions', 'Email me about new comments on cards and decks I subscribe to'],
  ['exclude_subscriptions', 'Leave the cards and decks I subscribe to out of activity mail'],
]

interface EmailChoicesProps {
  values: EmailChoiceValues
  onChange: (values: EmailChoiceValues) => void
}

/** Chosen at sign-up (the newsletter) and changeable here; saved with the other settings. */
export function EmailChoices({ values, onChange }: EmailChoicesProps) {
  const hintId = useId()
  return (
    <fieldset className="space-y-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium">Email</legend>
      <p id={hintId} className="text-xs text-stone-600">
        Subscribe to a card or deck with the Subscribe button on its page.
      </p>
      {CHOICES.map(([key, label]) => (
        <CheckboxField
          key={key}
          label={label}
          checked={values[key]}
          onChange={(checked) => onChange({ ...values, [key]: checked })}
        />
      ))}
    </fieldset>
  )
}
