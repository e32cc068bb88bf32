import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../../components/field-errors.ts'
import { ApiError } from '../../lib/api-error.ts'
import { NewPasswordFields, passwordsReady } from './NewPasswordFields.tsx'

const noop = () => {}

function renderFields(password: string, confirm: string, error?: unknown) {
  const errors = fieldErrorsOf(error)
  const values = { password, password_confirm: confirm }
  render(
    <NewPasswordFields
      form={{
        errors,
        field: (name) => ({ value: values[name], onChange: noop, errors: errors[name] ?? [] }),
      }}
    />,
  )
}

describe('new password fields', () => {
  afterEach(cleanup)

  it('may be sent only when both are filled and equal', () => {
    expect(passwordsReady('', '')).toBe(false)
    expect(passwordsReady('secret-words', '')).toBe(false)
    expect(passwordsReady('secret-words', 'secret-word')).toBe(false)
    expect(passwordsReady('secret-words', 'secret-words')).toBe(true)
  })

  it('flags the confirmation once both are filled and differ, and says why', () => {
    renderFields('secret-words', 'secret-word')
    const confirm = screen.getByLabelText('Confirm password')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull()
    const described = document.getElementById(confirm.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('Passwords do not match.')
  })

  it('shows the messages of a 422 reply under their fields', () => {
    const error = new ApiError(422, [
      { loc: ['body', 'password'], msg: 'String should have at least 8 characters' },
      { loc: ['body'], msg: 'Value error, Passwords do not match.' },
    ])
    renderFields('short', 'short', error)
    const password = screen.getByLabelText('New password')
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(password.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('String should have at least 8 characters')
    // The rule across both fields is told at the confirmation, without the 'Value error' prefix.
    const confirm = screen.getByLabelText('Confirm password')
    expect(
      document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Passwords do not match.')
  })
})
