import nodemailer, { type Transporter } from 'nodemailer'
import type { AlertsConfig } from '../../../config/config-schema.js'
import { alertLink, describeAlert } from '../content/describe-alert.js'
import type { AttemptOutcome } from '../subscriptions/alert-rows.js'
import type { OutgoingAlert } from './webhook-request.js'

/** The SMTP server of email alerts, as configured. */
export type Smtp = NonNullable<AlertsConfig['smtp']>
/** A plain-text email to send. */
export type PlainEmail = { to: string; subject: string; text: string; headers: Record<string, string> }
const transports = new WeakMap<Smtp, Transporter>()

/** One pooled SMTP transport per configured server. */
function transportOf(smtp: Smtp): Transporter {
  let transport = transports.get(smtp)
  if (transport === undefined) {
    transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user === undefined ? {} : { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
    })
    transports.set(smtp, transport)
  }
  return transport
}

/** The plain-text email of an alert: what happened, the Safe and chain, the link to the wallet, the delivery id. */
export function alertEmail(alert: OutgoingAlert, link: string | null): { subject: string; text: string } {
  const safe = String(alert.payload.address)
  const sentence = describeAlert(alert)
  const text = [
    sentence,
    '',
    `Safe: ${safe}`,
    `Chain: ${String(alert.payload.chainId)}`,
    `Event: ${alert.type}`,
    ...(link === null ? [] : [`Open in the wallet: ${link}`]),
    '',
    `Delivery id: ${alert.id}`,
    '',
    'Details:',
    JSON.stringify(alert.payload, null, 2),
  ].join('\n')
  return { subject: `[Concord] ${alert.type} on Safe ${safe.slice(0, 6)}...${safe.slice(-4)}`, text }
}

/** Sends a plain-text email through the configured SMTP server; the outcome says whether the server took it. */
export async function sendPlainEmail(smtp: Smtp | undefined, email: PlainEmail): Promise<AttemptOutcome> {
  const started = Date.now()
  if (smtp === undefined) {
    return { ok: false, statusCode: null, error: 'No SMTP server configured (alerts.smtp)', durationMs: 0 }
  }
  try {
    await transportOf(smtp).sendMail({ from: smtp.from, ...email })
    return { ok: true, statusCode: null, error: null, durationMs: Date.now() - started }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, statusCode: null, error: message, durationMs: Date.now() - started }
  }
}

/** Sends an alert by email through the configured SMTP server. */
export async function sendAlertEmail(
  smtp: Smtp | undefined,
  to: string,
  alert: OutgoingAlert,
  links: { walletUrl: string | undefined; shortName: string | undefined },
): Promise<AttemptOutcome> {
  const { subject, text } = alertEmail(alert, alertLink(alert, links.walletUrl, links.shortName))
  const headers = { 'X-Concord-Delivery': alert.id, 'X-Concord-Event': alert.type }
  return sendPlainEmail(smtp, { to, subject, text, headers })
}
