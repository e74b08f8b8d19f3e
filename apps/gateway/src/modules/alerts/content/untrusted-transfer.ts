import type { GatewayContext } from '../../../context/gateway-context.js'
import type { OutboxRow } from '../subscriptions/alert-rows.js'

/**
 * Whether an event is a transfer (in or out) of a token the gateway does not trust: one not listed in its chain's
 * config, as the tokens' trusted flag and History have it. Anyone can make a token emit transfers to or from a Safe,
 * so these are what spam is made of.
 */
export function isUntrustedTransfer(ctx: Pick<GatewayContext, 'chains'>, event: OutboxRow): boolean {
  if (event.type !== 'INCOMING_TOKEN' && event.type !== 'OUTGOING_TOKEN') return false
  const token = String(event.payload.tokenAddress ?? '').toLowerCase()
  const tokens = ctx.chains.get(event.chainId)?.config.tokens ?? []
  return !tokens.some((t) => t.address.toLowerCase() === token)
}
