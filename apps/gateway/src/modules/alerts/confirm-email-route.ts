import type { AddressInfo } from 'node:net'
import type { GatewayContext } from '../../context/gateway-context.js'
import type { OperationHandler } from '../../wire/operation-handlers.js'
import { alerts } from './subscriptions/alerts-repository.js'
import { confirmEmailPage } from './subscriptions/confirm-email-page.js'
import { confirmTokenHash } from './subscriptions/confirmation-email.js'

/**
 * Where confirmation links point: `alerts.gatewayUrl`, else `alerts.walletUrl` (a gateway serving the web app), else
 * the address the gateway listens on. Never the request's Host header, which would let a caller point the link at
 * its own site in an email the gateway sends.
 */
export function confirmBaseUrl(ctx: Pick<GatewayContext, 'config'>, listening: AddressInfo | string | null): string {
  const { gatewayUrl, walletUrl } = ctx.config.alerts
  if (gatewayUrl !== undefined) return gatewayUrl
  if (walletUrl !== undefined) return walletUrl
  if (listening === null || typeof listening === 'string') return ''
  const host = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address
  return `http://${host}:${listening.port}`
}

/**
 * `GET /v1/alerts/confirm?token=…`: the link of a confirmation email. Confirms the email subscription (its alerts
 * start) and answers a small HTML page saying so; a token that confirms nothing is a 404 page saying what to do.
 */
export function confirmEmailHandler(ctx: GatewayContext): OperationHandler<'confirmAlertEmail'> {
  return async (request, reply) => {
    const row = await alerts.confirmEmail(ctx.db, confirmTokenHash(request.query.token), Date.now())
    return reply
      .code(row === null ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(confirmEmailPage(row))
  }
}
