import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { MailContent } from './templates.ts'

/** Sends one mail; rejects when it could not be delivered (callers turn that into a 400). */
export interface Mailer {
  send(to: string, mail: MailContent): Promise<void>
  close(): void
}

/**
 * SMTP through nodemailer when SMTP_URL is set (e.g. `smtps://user:pass@host:465`,
 * `smtp://host:587`). Without it, development mode: every mail is written as an `.eml` file to
 * `DATA_DIR/outbox` and its link logged, so a developer can follow it without a mail server.
 */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  const message = (to: string, mail: MailContent) => ({
    from: config.mailFrom,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  })

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // A mail server that does not answer must fail the request, not hold it for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      async send(to, mail) {
        await transport.sendMail(message(to, mail))
      },
      close: () => transport.close(),
    }
  }

  const outbox = join(config.dataDir, 'outbox')
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(to, mail) {
      const info = await builder.sendMail(message(to, mail))
      await mkdir(outbox, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      log(`Mail to ${to} ("${mail.subject}") written to ${file}; link: ${mail.link}`)
    },
    close: () => {},
  }
}
