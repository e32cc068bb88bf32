// Reading the mails the site sends; shared by the API tests and the browser tests.

/** Decodes the quoted-printable text part of a raw mail (enough for our plain-text bodies). */
export function textPart(raw: string): string {
  const start = raw.search(/Content-Type: text\/plain/i)
  const part =
    raw
      .slice(start)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .split(/\r?\n--/)[0] ?? ''
  return part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The link of a mail whose path starts with `path` (e.g. `/players/new/`). */
export function linkIn(mail: { raw: string }, path: string): string {
  const text = textPart(mail.raw)
  const match = new RegExp(`https?://[^\\s<>"]*${path.replaceAll('/', '\\/')}[^\\s<>"]*`).exec(text)
  if (!match) throw new Error(`No ${path} link in mail:\n${text}`)
  return match[0]
}

/** The token at the end of an invitation or reset link (`.../players/new/<token>/`). */
export const tokenOfLink = (link: string) =>
  new URL(link).pathname.split('/').filter(Boolean).at(-1)
