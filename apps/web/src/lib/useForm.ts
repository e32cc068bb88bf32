import { type FormEvent, useState } from 'react'
import { type FieldErrors, useFieldErrors } from '../components/field-errors.ts'
import { useSubmit } from './useSubmit.ts'

/** What a TextField takes of a form's field: its value, onChange and the last messages. */
export interface FieldBinding {
  value: string
  onChange: (value: string) => void
  errors: string[]
}

/** The part of a useForm that a component showing several of its fields needs. */
export interface FormFields<Name extends string> {
  field: (name: Name) => FieldBinding
  /** Every message of the last submit by field, the form's own under FORM_ERRORS. */
  errors: FieldErrors
}

/** The messages of `name` and of its items (`redirect_uris.0`), in the reply's order. */
const messagesOf = (errors: FieldErrors, name: string) =>
  Object.entries(errors)
    .filter(([field]) => field === name || field.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages ?? [])

/**
 * A form's text fields, kept by the names the API gives them so that a 422's messages land on
 * the field they concern, and its submit. `field(name)` gives a TextField its value, onChange
 * and errors; `onSubmit(action, onError)` is the form's onSubmit: it clears the last messages
 * and runs `action` with the busy flag (useSubmit), keeping a 422's messages by field unless
 * `onError` handles the error (returns true).
 */
export function useForm<Values extends { [Name in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState(initial)
  const { busy, run } = useSubmit()
  const fields = useFieldErrors()
  return {
    values,
    busy,
    /** Every message of the last submit by field, the form's own under FORM_ERRORS. */
    errors: fields.errors,
    field: (name: keyof Values & string): FieldBinding => ({
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      errors: messagesOf(fields.errors, name),
    }),
    /** Every field back to its first value, after a submit that keeps the page. */
    reset: () => setValues(initial),
    onSubmit:
      (action: () => Promise<void>, onError?: (error: unknown) => boolean) =>
      (event: FormEvent) => {
        event.preventDefault()
        fields.clear()
        void run(action, (error) => onError?.(error) || fields.capture(error))
      },
  }
}
