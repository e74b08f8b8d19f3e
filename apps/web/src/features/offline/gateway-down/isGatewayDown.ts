import { GatewayError } from '@concord/gateway-client'

/**
 * Whether a gateway call failed because the gateway is unreachable or broken (no answer, or a 5xx) rather than
 * because of what was asked (a 404 for an unknown Safe is an answer: the chain must not be asked instead).
 */
export function isGatewayDown(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false
  if (error.code === 'GATEWAY_UNREACHABLE' || error.code === 'GATEWAY_INVALID_RESPONSE') return true
  return error.code === 'GATEWAY_HTTP_ERROR' && error.status !== null && error.status >= 500
}
