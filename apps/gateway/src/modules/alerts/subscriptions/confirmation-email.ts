import { createHash, randomBytes } from 'node:crypto'
import { operations } from '@concord/gateway-schema'
import { type Smtp, sendPlainEmail } from '../channels/send-email.js'
import type { AttemptOutcome } from './alert-rows.js'

/** The type of the delivery that asks an email address to confirm its subscription. */
export const CONFIRM_EMAIL = 'CONFIRM_EMAIL'

/** The path of the gateway's confirmation page (`?token=…`). */
export const CONFIRM_PATH = operations.confirmAlertEmail.path

/** The SHA-256 of a confirmation token, hex: what the database keeps (the token itself only goes by email). */
export const confirmTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new confirmation token (32 random bytes, hex) and the link that confirms with it, under `baseUrl`. */
export function newConfirmation(baseUrl: string): { token: string; link: string } {
  const token = randomBytes(32).toString('hex')
  return { token, link: `${baseUrl.replace(/\/$/, '')}${CONFIRM_PATH}?token=${token}` }
}

/**
 * Sends the email that asks an address to confirm it wants a Safe's alerts: nothing else is sent to it until its
 * link is opened, so the gateway cannot be used to flood an address that never asked.
 */
export function sendConfirmationEmail(
  smtp: Smtp | undefined,
  to: string,
  delivery: { id: string; payload: Record<string, unknown> },
): Promise<AttemptOutcome> {
  const { address, chainId, link } = delivery.payload
  const text = [
    `Someone asked for alerts of Safe ${String(address)} (chain ${String(chainId)}) to be sent to ${to}.`,
    '',
    `To receive them, confirm this address: ${String(link)}`,
    '',
    'If you did not ask for them, ignore this email: nothing more will be sent to you.',
  ].join('\n')
  const subject = '[Concord] Confirm your email address for Safe alerts'
  return sendPlainEmail(smtp, { to, subject, text, headers: { 'X-Concord-Delivery': delivery.id } })
}
