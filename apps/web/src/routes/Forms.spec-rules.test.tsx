// Pins SPEC §5's form rules: when each account form may be sent, and what finalizing sends.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const TOKEN = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'

async function open(url: string, button: string) {
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
    ),
  )
  const submit = await screen.findByRole('button', { name: button }, { timeout: 10_000 })
  return () => (submit as HTMLButtonElement).disabled
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SPEC §5 validation rules of the account forms', () => {
  it('log in is disabled until email and password are both filled', async () => {
    const disabled = await open('/log-in/', 'Log in')
    expect(disabled()).toBe(true)
    type('Email', 'ann@example.com')
    expect(disabled()).toBe(true)
    type('Password', 'secret')
    expect(disabled()).toBe(false)
    type('Email', '')
    expect(disabled()).toBe(true)
  }, 15_000)

  for (const [url, button] of [
    ['/players/new/', 'Request invitation'],
    ['/players/reset/', 'Send reset link'],
  ] as const) {
    it(`${button} (${url}) is enabled only when the email is filled`, async () => {
      const disabled = await open(url, button)
      expect(disabled()).toBe(true)
      type('Email', 'ann@example.com')
      expect(disabled()).toBe(false)
    }, 15_000)
  }

  it('reset password is enabled only when both fields are filled and equal', async () => {
    const disabled = await open(`/players/reset/${TOKEN}/`, 'Reset password')
    type('New password', 'one password')
    expect(disabled()).toBe(true)
    type('Confirm password', 'another password')
    expect(disabled()).toBe(true)
    type('Confirm password', 'one password')
    expect(disabled()).toBe(false)
  }, 15_000)

  it('finalize needs username, password and an equal confirmation; the username hint asks for kid-friendly', async () => {
    const disabled = await open(`/players/new/${TOKEN}/`, 'Create account')
    expect(screen.getByText(/kid-friendly/)).toBeTruthy()
    type('Password', 'one password')
    type('Confirm password', 'one password')
    expect(disabled()).toBe(true)
    type('Username', 'Ann')
    expect(disabled()).toBe(false)
    type('Confirm password', 'another password')
    expect(disabled()).toBe(true)
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true')
  }, 15_000)

  it('finalize sends the description only when it is not empty', async () => {
    const fetchMock = mockFetch(() => ({ status: 404, body: { detail: 'Not found.' } }))
    await open(`/players/new/${TOKEN}/`, 'Create account')
    type('Username', 'Ann')
    type('Password', 'one password')
    type('Confirm password', 'one password')
    type('Description (optional)', '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))
    expect(body).toEqual({
      username: 'Ann',
      password: 'one password',
      password_confirm: 'one password',
      newsletter_opt_in: false,
    })
  }, 15_000)
})
