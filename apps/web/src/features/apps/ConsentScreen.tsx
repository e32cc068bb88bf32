import { useState } from 'react'
import { useSubmit } from '../../lib/useSubmit.ts'
import { answerConsent, useConsentRequest } from './api.ts'
import { ScopeList } from './ScopeList.tsx'

/**
 * The consent screen of issue 28: the app asking, what it asks for in plain words, and Allow or
 * Deny. Either answer sends the browser back to the app through the authorization server.
 */
export function ConsentScreen({ uid }: { uid: string }) {
  const request = useConsentRequest(uid)
  const { busy, run } = useSubmit()
  const [leaving, setLeaving] = useState(false)
  if (request.isPending) return <p className="py-8">Loading...</p>
  if (request.isError)
    return (
      <p className="py-8">
        This request to link an app has expired or was already answered. Start again from the app.
      </p>
    )
  const app = request.data
  const answer = (allow: boolean) =>
    void run(async () => {
      const { redirect_to } = await answerConsent(uid, allow)
      setLeaving(true)
      window.location.assign(redirect_to)
    })
  return (
    <section className="mx-auto max-w-md space-y-4 rounded border border-line bg-raised p-4">
      <div className="flex items-center gap-3">
        {app.logo_url ? (
          <img src={app.logo_url} alt="" width={48} height={48} className="size-12 rounded" />
        ) : null}
        <h1 className="text-2xl font-bold">{app.name} wants to use your account</h1>
      </div>
      <p>If you allow it, {app.name} will be able to:</p>
      <ScopeList scopes={app.scopes} />
      <p className="text-sm text-muted">
        You can revoke its access at any time under Apps in your account settings.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="btn-primary min-h-11"
          disabled={busy || leaving}
          onClick={() => answer(true)}
        >
          Allow
        </button>
        <button
          type="button"
          className="btn min-h-11"
          disabled={busy || leaving}
          onClick={() => answer(false)}
        >
          Deny
        </button>
      </div>
    </section>
  )
}
