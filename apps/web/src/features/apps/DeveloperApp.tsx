import type { AppCredentials, RegisteredApp } from '@ashes/api'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { AppEditForm } from './AppEditForm.tsx'
import { DeleteAppDialog } from './DeleteAppDialog.tsx'
import {
  deleteApp,
  deliveriesKey,
  rotateClientSecret,
  rotateWebhookSecret,
} from './developer-api.ts'
import { GraceEnd, SecretNotice } from './SecretNotice.tsx'

/**
 * One of a developer's apps in "Your apps" (issue 48 item 7): what it is registered with, and
 * Edit, rotating its secrets (a new client secret is shown this once) and Delete, which asks
 * first. `changed` refreshes the list after any of them; `details` is what another feature
 * shows of the app (its webhook deliveries).
 */
export function DeveloperApp({
  app,
  changed,
  details,
}: {
  app: RegisteredApp
  changed: () => Promise<unknown>
  details?: ReactNode
}) {
  const queryClient = useQueryClient()
  const { busy, run } = useSubmit()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [secret, setSecret] = useState<AppCredentials>()
  const act = (action: () => Promise<void>) =>
    void run(async () => {
      await action()
      await changed()
    })
  return (
    <li className="min-w-0 space-y-2 rounded border border-line p-3 text-sm">
      <h3 className="font-bold wrap-anywhere">{app.name}</h3>
      {secret ? <SecretNotice credentials={secret} /> : null}
      {editing ? (
        <AppEditForm
          app={app}
          onCancel={() => setEditing(false)}
          onSaved={async (saved) => {
            setEditing(false)
            await changed()
            await queryClient.invalidateQueries({ queryKey: deliveriesKey(app.client_id) })
            toast.success(`${saved.name} saved.`)
          }}
        />
      ) : (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)] [&_code]:break-all [&_dd]:mb-1 [&_dd]:wrap-anywhere sm:[&_dd]:mb-0 [&_dt]:font-medium">
          <dt>Client id</dt>
          <dd>
            <code>{app.client_id}</code>
          </dd>
          <dt>Kind</dt>
          <dd>
            {app.client_type === 'public'
              ? 'Public (phone, desktop or browser app: no client secret, PKCE)'
              : 'Confidential (its server keeps the client secret)'}
          </dd>
          <dt>Redirect URIs</dt>
          <dd>
            {app.redirect_uris.map((uri) => (
              <span key={uri} className="block">
                {uri}
              </span>
            ))}
          </dd>
          {app.logo_url ? (
            <>
              <dt>Logo URL</dt>
              <dd>{app.logo_url}</dd>
            </>
          ) : null}
          <dt>Webhook URL</dt>
          <dd>{app.webhook_url ?? 'None'}</dd>
          <dt>Webhook secret</dt>
          <dd>
            <code>{app.webhook_secret}</code>
            {app.previous_webhook_secret_expires ? (
              <span className="block text-muted">
                Deliveries are also signed with the previous secret until{' '}
                <GraceEnd date={app.previous_webhook_secret_expires} />.
              </span>
            ) : null}
          </dd>
          {app.previous_client_secret_expires ? (
            <>
              <dt>Previous client secret</dt>
              <dd>
                Works until <GraceEnd date={app.previous_client_secret_expires} />
              </dd>
            </>
          ) : null}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn min-h-11"
          disabled={busy || editing}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        {app.client_type === 'confidential' ? (
          <button
            type="button"
            className="btn min-h-11"
            disabled={busy}
            onClick={() => act(async () => setSecret(await rotateClientSecret(app.client_id)))}
          >
            New client secret
          </button>
        ) : null}
        <button
          type="button"
          className="btn min-h-11"
          disabled={busy}
          onClick={() =>
            act(async () => {
              await rotateWebhookSecret(app.client_id)
              toast.success('New webhook secret made: the previous one signs too for a day.')
            })
          }
        >
          New webhook secret
        </button>
        <button
          type="button"
          className="btn min-h-11 text-danger"
          disabled={busy}
          onClick={() => setDeleting(true)}
        >
          Delete
        </button>
      </div>
      {deleting ? (
        <DeleteAppDialog
          name={app.name}
          busy={busy}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            act(async () => {
              await deleteApp(app.client_id)
              setDeleting(false)
              toast.success(`${app.name} is deleted.`)
            })
          }
        />
      ) : null}
      {details}
    </li>
  )
}
