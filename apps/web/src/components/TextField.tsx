import { type InputHTMLAttributes, useId } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  invalid?: boolean
  multiline?: boolean
}

/** A labelled text input (or textarea) with an optional hint. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  invalid,
  multiline,
  ...rest
}: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className="field min-h-24"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={`field ${invalid ? 'border-red-600' : ''}`}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
