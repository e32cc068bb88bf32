import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
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

  // nodemailer loads with the first mail: at start it cost some 50-120 ms, and most starts
  // send none before the first page is served.
  const transporter = (options: Parameters<typeof import('nodemailer').createTransport>[0]) => {
    let made: Promise<Transporter> | undefined
    return {
      get: () =>
        (made ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(options),
        )),
      close: () => void made?.then((transport) => transport.close()),
    }
  }

  if (config.smtpUrl) {
    const transport = transporter({
      url: config.smtpUrl,
      // A mail server that does not answer must fail the request, not hold it for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      async send(to, mail) {
        await (await transport.get()).sendMail(message(to, mail))
      },
      close: transport.close,
    }
  }

  const outbox = join(config.dataDir, 'outbox')
  const builder = transporter({ streamTransport: true, buffer: true })
  return {
    async send(to, mail) {
      const info = await (await builder.get()).sendMail(message(to, mail))
      await mkdir(outbox, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      log(`Mail to ${to} ("${mail.subject}") written to ${file}; link: ${mail.link}`)
    },
    close: () => {},
  }
}
