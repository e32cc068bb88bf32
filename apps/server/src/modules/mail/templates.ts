/**
 * The two transactional mails (api-core 4), each as plain text and HTML. Links are built from
 * PUBLIC_URL (the reference hard-coded its own host) and end in `/`, as the web routes do.
 */
export interface MailContent {
  subject: string
  text: string
  html: string
  /** The link the mail is about (logged when mail goes to the outbox). */
  link: string
}

interface Site {
  publicUrl: string
  siteName: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  )

/**
 * Word-wraps a paragraph to 72 columns: mail with short ASCII lines is sent as 7bit, so the link
 * (on a line of its own) reaches the reader, or a `grep`, unbroken.
 */
const wrap = (paragraph: string) =>
  paragraph
    .split(' ')
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1)
      if (last !== undefined && last.length + word.length < 72)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])
    .join('\n')

const textBody = (intro: string, link: string, email: string) =>
  `${wrap(intro)}\n${link}\n\n${wrap(footer(email))}\n`

const footer = (email: string) =>
  `This email was sent to <${email}>. If you received it in error, please disregard it.`

interface Parts {
  preheader: string
  heading: string
  intro: string
  button: string
}

function html(site: Site, email: string, link: string, parts: Parts): string {
  const e = escapeHtml
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${e(site.siteName)}</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${e(parts.preheader)}</span>
<table role="presentation" width="600" align="center" cellpadding="24" style="background:#fff">
<tr><td><a href="${e(site.publicUrl)}" style="color:#222;font-size:20px;font-weight:bold;text-decoration:none">${e(site.siteName)}</a></td></tr>
<tr><td>
<h1 style="font-size:24px">${e(parts.heading)}</h1>
<p>${e(parts.intro)}</p>
<p><a href="${e(link)}" style="display:inline-block;padding:12px 24px;background:#b33a1b;color:#fff;text-decoration:none;border-radius:4px">${e(parts.button)}</a></p>
<p>Or visit: <a href="${e(link)}">${e(link)}</a></p>
</td></tr>
<tr><td style="font-size:12px;color:#666">This email was sent to &lt;<strong>${e(email)}</strong>&gt;. If you received it in error, please disregard it.</td></tr>
</table>
</body></html>
`
}

export function inviteMail(site: Site, email: string, token: string): MailContent {
  const link = `${site.publicUrl}/players/new/${token}/`
  const name = site.siteName
  return {
    subject: `Create your ${name} account!`,
    link,
    text: textBody(
      `You're almost done! Finalize your ${name} account and start participating on the site here:`,
      link,
      email,
    ),
    html: html(site, email, link, {
      preheader: `Finalize your ${name} account and start building decks today!`,
      heading: "You're almost done!",
      intro: `Click this button to finalize your ${name} account and start participating on the site:`,
      button: 'Create your account!',
    }),
  }
}

export function resetMail(site: Site, email: string, token: string): MailContent {
  const link = `${site.publicUrl}/players/reset/${token}/`
  const name = site.siteName
  return {
    subject: `Reset your ${name} password`,
    link,
    text: textBody(`Forgot your password? Reset your ${name} password here:`, link, email),
    html: html(site, email, link, {
      preheader: `Reset your ${name} password and get back to building decks today!`,
      heading: 'Forgot your password?',
      intro: `Click this button to reset your ${name} password:`,
      button: 'Reset Password',
    }),
  }
}
