import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'className' | 'aria-describedby' | 'aria-invalid'
>

interface TextFieldProps extends InputProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Help text under the field, always read with it. */
  hint?: ReactNode
  /** Messages for this field from the last submit (a 422 `detail` list, see field-errors.ts). */
  errors?: string[]
  /** Flags the field without a message of its own (e.g. a hint already explains it). */
  invalid?: boolean
  multiline?: boolean
}

/**
 * The one form field of the account forms: a label, an input or textarea, a hint and the field's
 * error messages, tied together with `aria-describedby` so a screen reader reads them all.
 */
export function TextField({
  label,
  value,
  onChange,
  hint,
  errors = [],
  invalid,
  multiline,
  ...rest
}: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errors.length ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const flagged = invalid || errors.length > 0
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': flagged || undefined,
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          name={rest.name}
          disabled={rest.disabled}
          placeholder={rest.placeholder}
          className={`field min-h-24 ${flagged ? 'border-danger' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...rest}
          {...common}
          className={`field ${flagged ? 'border-danger' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <ul id={errorId} className="mt-1 text-sm text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

interface CheckboxFieldProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

/** A checkbox with its label beside it; the whole label is the click (and tap) target. */
export function CheckboxField({ label, checked, onChange, disabled }: CheckboxFieldProps) {
  return (
    <label className="flex w-fit items-center gap-2 py-0.5 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}
