import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { linkIn, tokenOfLink } from './mail-text.ts'

export { linkIn, textPart, tokenOfLink } from './mail-text.ts'

/** One mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

export interface TestSmtp {
  url: string
  mails: ReceivedMail[]
  /** The next mail to `to`, waiting for it to arrive. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>
  /** Refuse every recipient (the server answers 550) until called with false. */
  refuse(on: boolean): void
  close(): Promise<void>
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = []
  const seen = new Set<ReceivedMail>()
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) return callback(new Error('Mailbox unavailable'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  async function next(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const mail = mails.find((m) => !seen.has(m) && m.to.includes(to))
      if (mail) {
        seen.add(mail)
        return mail
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`No mail to ${to} within ${timeoutMs} ms`)
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next,
    refuse: (on) => {
      refusing = on
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A local port with nothing listening (a mail server, or the media host, that is down). */
export async function closedPort(): Promise<number> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

interface Requester {
  request(method: string, path: string, options?: object): Promise<{ status: number; body: any }>
}

/** Joins the way a person does: invitation by mail, then registration through its link. */
export async function joinByMail(
  t: Requester,
  smtp: TestSmtp,
  email: string,
  password = 'correct horse battery',
  extra: Record<string, unknown> = {},
): Promise<{ token: string; user: any }> {
  const invited = await t.request('POST', '/v2/players/new', { body: { email } })
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`)
  const link = linkIn(await smtp.next(email), '/players/new/')
  const registered = await t.request('POST', `/v2/players/new/${tokenOfLink(link)}`, {
    body: { username: 'Tester', password, password_confirm: password, ...extra },
  })
  if (registered.status !== 201) throw new Error(`join failed: ${JSON.stringify(registered.body)}`)
  return { token: registered.body.access_token, user: registered.body.user }
}
