import type { AppClientType, AppCredentials } from '@ashes/api'
import { type ReactNode, useId, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { useForm } from '../../lib/useForm.ts'
import { lines, redirectHint } from './AppEditForm.tsx'
import { registerApp, useRegisteredApps } from './api.ts'
import { DeveloperApp } from './DeveloperApp.tsx'
import { SecretNotice } from './SecretNotice.tsx'

const KINDS: { type: AppClientType; label: string; hint: string }[] = [
  {
    type: 'confidential',
    label: 'Confidential',
    hint: 'Your server keeps a client secret.',
  },
  {
    type: 'public',
    label: 'Public',
    hint: 'A phone, desktop or browser app: no secret, PKCE only.',
  },
]

/**
 * "Your apps" for developers: register an app (name, kind, redirect URIs, logo, webhook URL) and
 * get its client id and secret, the secret shown this once; then each app with its edit,
 * rotation and delete controls (DeveloperApp). `details` adds what another feature shows of
 * each app (its webhook deliveries).
 */
export function AppRegistration({ details }: { details?: (clientId: string) => ReactNode }) {
  const headingId = useId()
  const kindId = useId()
  const apps = useRegisteredApps()
  const [created, setCreated] = useState<AppCredentials>()
  const [clientType, setClientType] = useState<AppClientType>('confidential')
  const form = useForm({ name: '', redirect_uris: '', logo_url: '', webhook_url: '' })
  const { name, redirect_uris, logo_url, webhook_url } = form.values
  const submit = form.onSubmit(async () => {
    setCreated(
      await registerApp({
        name,
        client_type: clientType,
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
      {created ? <SecretNotice credentials={created} /> : null}
      <ul className="space-y-3">
        {apps.data?.results.map((app) => (
          <DeveloperApp
            key={app.client_id}
            app={app}
            changed={() => apps.refetch()}
            details={details?.(app.client_id)}
          />
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-3">
        <TextField label="App name" {...form.field('name')} />
        <fieldset className="space-y-1" aria-describedby={kindId}>
          <legend className="text-sm font-medium">Kind of app</legend>
          {KINDS.map((kind) => (
            <label key={kind.type} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="client_type"
                value={kind.type}
                checked={clientType === kind.type}
                onChange={() => setClientType(kind.type)}
                className="size-5"
              />
              <span>
                <span className="font-medium">{kind.label}</span>{' '}
                <span className="text-sm text-muted">{kind.hint}</span>
              </span>
            </label>
          ))}
          <p id={kindId} className="text-sm text-muted">
            It cannot be changed later.
          </p>
        </fieldset>
        <TextField
          label="Redirect URIs"
          hint={redirectHint(clientType)}
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
