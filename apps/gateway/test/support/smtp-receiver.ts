import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { eventually } from '@concord/test-kit/eventually'
import { SMTPServer } from 'smtp-server'

/** One email a test SMTP server received: envelope recipients and the raw message. */
export type ReceivedMail = { to: string[]; raw: string; text: string }

/** A real SMTP server on loopback (no TLS, no auth) that records every message. */
export type SmtpReceiver = {
  port: number
  mails: ReceivedMail[]
  next(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>
  close(): Promise<void>
}

/** The message with quoted-printable soft breaks and escapes undone (good enough to read a plain-text body). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** Starts an SMTP server on a free loopback port. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    mails,
    next: async (match) =>
      (await eventually(
        () => mails.find(match),
        (found) => found !== undefined,
        `a matching email (${mails.length} received)`,
        { intervalMs: 50 },
      )) as ReceivedMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
