import type { AppCredentials } from '@ashes/api'

/**
 * The client secret of a registration or a rotation, shown this once (only its hash is kept);
 * a public app's registration says it has none. After a rotation, until when the old one works.
 */
export function SecretNotice({ credentials }: { credentials: AppCredentials }) {
  const { client_id, client_secret, previous_client_secret_expires: graceEnds } = credentials
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-warn-line bg-warn-tint p-3 text-warn-ink"
    >
      {client_secret ? (
        <p className="font-bold">Copy the client secret now: it is not shown again.</p>
      ) : (
        <p className="font-bold">A public app has no client secret: it links players with PKCE.</p>
      )}
      <p className="break-all">
        Client id: <code>{client_id}</code>
      </p>
      {client_secret ? (
        <p className="break-all">
          Client secret: <code>{client_secret}</code>
        </p>
      ) : null}
      {graceEnds ? (
        <p>
          The previous secret keeps working until <GraceEnd date={graceEnds} />, so you can update
          your servers first.
        </p>
      ) : null}
    </div>
  )
}

/** When a replaced secret stops working, in the reader's own time: "8 Dec 2026, 19:20". */
export function GraceEnd({ date }: { date: string }) {
  const text = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return <time dateTime={date}>{text.format(new Date(date))}</time>
}
