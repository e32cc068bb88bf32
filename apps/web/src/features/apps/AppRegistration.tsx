import type { AppCredentials } from '@ashes/api'
import { type ReactNode, useId, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { useForm } from '../../lib/useForm.ts'
import { registerApp, useRegisteredApps } from './api.ts'

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * "Your apps" for developers: register an app (name, redirect URIs, logo, webhook URL) and get
 * its client id and secret, the secret shown this once; `details` adds what another feature
 * shows of each app (its webhook deliveries).
 */
export function AppRegistration({ details }: { details?: (clientId: string) => ReactNode }) {
  const headingId = useId()
  const apps = useRegisteredApps()
  const [created, setCreated] = useState<AppCredentials>()
  const form = useForm({ name: '', redirect_uris: '', logo_url: '', webhook_url: '' })
  const { name, redirect_uris, logo_url, webhook_url } = form.values
  const submit = form.onSubmit(async () => {
    setCreated(
      await registerApp({
        name,
        redirect_uris: lines(redirect_uris),
        logo_url: logo_url.trim() || null,
        webhook_url: webhook_url.trim() || null,
      }),
    )
    form.reset()
    await apps.refetch()
  })
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        Your apps
      </h2>
      <p className="text-sm text-muted">
        For developers: register an app to let players link it to their account.
      </p>
      {created ? (
        <div
          role="status"
          className="space-y-1 rounded border border-warn-line bg-warn-tint p-3 text-warn-ink"
        >
          <p className="font-bold">Copy the client secret now: it is not shown again.</p>
          <p>
            Client id: <code>{created.client_id}</code>
          </p>
          <p className="break-all">
            Client secret: <code>{created.client_secret}</code>
          </p>
        </div>
      ) : null}
      <ul className="space-y-3">
        {apps.data?.results.map((app) => (
          <li key={app.client_id} className="space-y-1 rounded border border-line p-3 text-sm">
            <h3 className="font-bold">{app.name}</h3>
            <p>
              Client id: <code>{app.client_id}</code>
            </p>
            <p className="break-all">Redirect URIs: {app.redirect_uris.join(', ')}</p>
            {app.webhook_url ? <p className="break-all">Webhook URL: {app.webhook_url}</p> : null}
            <p className="break-all">
              Webhook secret: <code>{app.webhook_secret}</code>
            </p>
            {details?.(app.client_id)}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-3">
        <TextField label="App name" {...form.field('name')} />
        <TextField
          label="Redirect URIs"
          hint="One a line, up to five."
          multiline
          {...form.field('redirect_uris')}
        />
        <TextField label="Logo URL" {...form.field('logo_url')} />
        <TextField label="Webhook URL" {...form.field('webhook_url')} />
        <button type="submit" className="btn-primary min-h-11" disabled={form.busy || !name.trim()}>
          Register app
        </button>
      </form>
    </section>
  )
}
