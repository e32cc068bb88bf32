import type { RegisteredApp } from '@ashes/api'
import { TextField } from '../../components/TextField.tsx'
import { useForm } from '../../lib/useForm.ts'
import { editApp } from './developer-api.ts'

/** One redirect URI a line, blank lines and spaces around dropped. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The redirect URIs hint for an app of this kind. */
export const redirectHint = (type: RegisteredApp['client_type']) =>
  type === 'public'
    ? 'One a line, up to five: https, http://127.0.0.1 or http://[::1] on any port, or a private-use scheme (com.example.app:/callback).'
    : 'One a line, up to five: https (http only for localhost).'

/**
 * Edits an app's name, redirect URIs, logo and webhook URL (issue 48 item 7); the server's
 * refusals land on their fields. A new webhook URL is checked by a ping, in the deliveries.
 */
export function AppEditForm({
  app,
  onSaved,
  onCancel,
}: {
  app: RegisteredApp
  onSaved: (app: RegisteredApp) => void | Promise<void>
  onCancel: () => void
}) {
  const form = useForm({
    name: app.name,
    redirect_uris: app.redirect_uris.join('\n'),
    logo_url: app.logo_url ?? '',
    webhook_url: app.webhook_url ?? '',
  })
  const { name, redirect_uris, logo_url, webhook_url } = form.values
  const submit = form.onSubmit(async () => {
    await onSaved(
      await editApp(app.client_id, {
        name,
        redirect_uris: lines(redirect_uris),
        logo_url: logo_url.trim() || null,
        webhook_url: webhook_url.trim() || null,
      }),
    )
  })
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Edit ${app.name}`}>
      <TextField label="App name" {...form.field('name')} />
      <TextField
        label="Redirect URIs"
        hint={redirectHint(app.client_type)}
        multiline
        {...form.field('redirect_uris')}
      />
      <TextField label="Logo URL" {...form.field('logo_url')} />
      <TextField
        label="Webhook URL"
        hint="A new URL is checked with a ping, listed with the deliveries."
        {...form.field('webhook_url')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-h-11" disabled={form.busy || !name.trim()}>
          Save changes
        </button>
        <button type="button" className="btn min-h-11" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
