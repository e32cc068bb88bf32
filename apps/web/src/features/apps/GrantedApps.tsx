import { useId } from 'react'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { revokeApp, useGrantedApps } from './api.ts'
import { ScopeList } from './ScopeList.tsx'

/** "Apps" in account settings: each app the player allowed, what it may do, and Revoke. */
export function GrantedApps() {
  const headingId = useId()
  const apps = useGrantedApps()
  const { busy, run } = useSubmit()
  const revoke = (clientId: string, name: string) =>
    void run(async () => {
      await revokeApp(clientId)
      await apps.refetch()
      toast.success(`${name} can no longer use your account.`)
    })
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        Apps
      </h2>
      {apps.data?.results.length ? (
        <ul className="space-y-3">
          {apps.data.results.map((app) => (
            <li key={app.client_id} className="space-y-2 rounded border border-line p-3">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-bold">{app.name}</h3>
                <button
                  type="button"
                  className="btn min-h-11"
                  disabled={busy}
                  onClick={() => revoke(app.client_id, app.name)}
                  aria-label={`Revoke ${app.name}`}
                >
                  Revoke
                </button>
              </div>
              <ScopeList scopes={app.scopes} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No app can use your account.</p>
      )}
    </section>
  )
}
