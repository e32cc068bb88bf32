import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@ashes/game'
import type { ReactNode } from 'react'
import { TextField } from '../../components/TextField.tsx'

/**
 * What is wrong with a username, in the forms' own words, or null: the server's 422 says it in
 * the reference's ('String should have at most 42 characters', issue 50 item 11), which the API
 * keeps. Counted as sent: trimmed.
 */
export function usernameProblem(value: string): string | null {
  const length = value.trim().length
  if (length > USERNAME_MAX_LENGTH) {
    const over = length - USERNAME_MAX_LENGTH
    return `Usernames can be at most ${USERNAME_MAX_LENGTH} characters long: ${over} too many.`
  }
  if (length > 0 && length < USERNAME_MIN_LENGTH) {
    return `Usernames need at least ${USERNAME_MIN_LENGTH} characters.`
  }
  return null
}

/**
 * A username, as finalizing an account and the settings ask for it: a length the server would
 * refuse is flagged at once (the form waits), in place of the server's words for it.
 */
export function UsernameField(props: {
  value: string
  onChange: (value: string) => void
  /** The server's messages for `username` from the last submit. */
  errors?: string[]
  hint?: ReactNode
}) {
  const problem = usernameProblem(props.value)
  return (
    <TextField
      label="Username"
      autoComplete="username"
      value={props.value}
      onChange={props.onChange}
      hint={props.hint}
      errors={problem ? [problem] : props.errors}
    />
  )
}
