import type { ConsentRequest } from '@ashes/api'
import { useEffect, useRef, useState } from 'react'
import { Link } from '../../lib/router/index.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { answerConsent, useConsentRequest } from './api.ts'
import { ScopeList } from './ScopeList.tsx'

/**
 * The consent screen of issue 28: the app asking, what it asks for in plain words, who
 * registered it, where the player will be sent, and Allow or Deny. Either answer sends the
 * browser back to the app through the authorization server. Every text an app's developer chose
 * is isolated (`<bdi>`), so no name can turn the sentences around it (issue 48). An app the
 * player already allows for all it asks is answered at once, without asking again.
 */
export function ConsentScreen({ uid }: { uid: string }) {
  const request = useConsentRequest(uid)
  const { busy, run } = useSubmit()
  const [leaving, setLeaving] = useState(false)
  const answered = useRef(false)
  const answer = (allow: boolean) => {
    if (answered.current) return
    answered.current = true
    void run(async () => {
      try {
        const { redirect_to } = await answerConsent(uid, allow)
        setLeaving(true)
        window.location.assign(redirect_to)
      } finally {
        answered.current = false
      }
    })
  }
  const returning = request.data?.already_allowed === true
  // biome-ignore lint/correctness/useExhaustiveDependencies: answered once, when the request says so
  useEffect(() => {
    if (returning) answer(true)
  }, [returning])
  if (request.isPending) return <p className="py-8">Loading...</p>
  if (request.isError)
    return (
      <p className="py-8">
        This request to link an app has expired, was already answered, or was started in another
        browser. Start again from the app.
      </p>
    )
  const app = request.data
  if (returning)
    return (
      <p className="py-8" role="status">
        Returning you to <bdi className="font-semibold">{app.name}</bdi>...
      </p>
    )
  return (
    <section className="mx-auto max-w-md space-y-4 rounded border border-line bg-raised p-4">
      <div className="flex items-center gap-3">
        {app.logo_url ? (
          <img src={app.logo_url} alt="" width={48} height={48} className="size-12 rounded" />
        ) : null}
        <h1 className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere]">
          <bdi>{app.name}</bdi> wants to use your account
        </h1>
      </div>
      <AppFacts app={app} />
      <p>
        If you allow it, <bdi>{app.name}</bdi> will be able to:
      </p>
      <ScopeList scopes={app.scopes} />
      <p className="text-sm text-muted">
        Its access lasts until you revoke it, which you can do at any time under Apps in your
        account settings.
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

/** Who registered the app, where the player goes next, and whether the site checked it. */
function AppFacts({ app }: { app: ConsentRequest }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Registered by</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">
        <Link to={`/players/${encodeURIComponent(app.developer.badge)}/`} className="link">
          <bdi>{app.developer.username}</bdi>
        </Link>
      </dd>
      <dt className="text-muted">Sends you back to</dt>
      <dd className="min-w-0 font-mono [overflow-wrap:anywhere]">
        <bdi>{app.redirect_host}</bdi>
      </dd>
      <dt className="text-muted">Checked by the site</dt>
      <dd>
        {app.verified ? (
          'Yes: the site\u2019s admins verified this app.'
        ) : (
          <span className="block rounded bg-warn-tint px-2 py-1 font-semibold text-warn-ink">
            No: this app is not verified. Allow it only if you trust its developer.
          </span>
        )}
      </dd>
    </dl>
  )
}
