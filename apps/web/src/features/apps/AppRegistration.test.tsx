// A developer registers an app in account settings (issue 28 item 4): what the form sends, the
// secret shown once, and the server's refusals placed on the field they concern.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import { AppRegistration } from './AppRegistration.tsx'

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('your apps: registration', () => {
  it('sends one redirect URI a line, no logo or webhook when left empty, then shows the secret once and empties the form', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'POST'
        ? { body: { client_id: 'table-sim', client_secret: 's3cret' } }
        : { body: { results: [] } },
    )
    render(withQueryClient(<AppRegistration />))
    type('App name', 'Table Sim')
    type('Redirect URIs', ' https://sim.example/back \n\nhttps://sim.example/again')
    fireEvent.click(screen.getByRole('button', { name: 'Register app' }))
    expect(await screen.findByText('s3cret')).toBeTruthy()
    expect(JSON.parse(String(posted(fetchMock)[0]?.[1]?.body))).toEqual({
      name: 'Table Sim',
      client_type: 'confidential',
      redirect_uris: ['https://sim.example/back', 'https://sim.example/again'],
      logo_url: null,
      webhook_url: null,
    })
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Redirect URIs') as HTMLTextAreaElement).value).toBe('')
  })

  it('registers a public app, which is told it has no secret', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'POST'
        ? { body: { client_id: 'phone-app', client_secret: null } }
        : { body: { results: [] } },
    )
    render(withQueryClient(<AppRegistration />))
    type('App name', 'Phone App')
    fireEvent.click(screen.getByRole('radio', { name: /Public/ }))
    expect(screen.getByText(/private-use scheme/)).toBeTruthy()
    type('Redirect URIs', 'http://127.0.0.1/callback\ncom.example.phone:/callback')
    fireEvent.click(screen.getByRole('button', { name: 'Register app' }))
    expect(await screen.findByText(/A public app has no client secret/)).toBeTruthy()
    expect(JSON.parse(String(posted(fetchMock)[0]?.[1]?.body))).toMatchObject({
      client_type: 'public',
      redirect_uris: ['http://127.0.0.1/callback', 'com.example.phone:/callback'],
    })
  })

  it("shows each refusal under its field, a redirect URI's under Redirect URIs, and keeps what was typed", async () => {
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? {
            status: 422,
            body: {
              detail: [
                { loc: ['body', 'redirect_uris', 1], msg: 'Value error, Not an https URL.' },
                { loc: ['body', 'webhook_url'], msg: 'Not a URL.' },
              ],
            },
          }
        : { body: { results: [] } },
    )
    render(withQueryClient(<AppRegistration />))
    type('App name', 'Table Sim')
    type('Redirect URIs', 'https://sim.example/back\nhttp://sim.example')
    type('Webhook URL', 'hook')
    fireEvent.click(screen.getByRole('button', { name: 'Register app' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Redirect URIs').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.getByText('Not an https URL.')).toBeTruthy()
    expect(screen.getByLabelText('Webhook URL').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Not a URL.')).toBeTruthy()
    expect(screen.getByLabelText('App name').getAttribute('aria-invalid')).toBeNull()
    expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe('hook')
  })
})
