import { parseSiweMessage } from 'viem/siwe'
import type { ChainRuntime, GatewayContext } from '../../context/gateway-context.js'
import { unauthorized } from '../../errors.js'

// Wallet clocks drift a little; an issuedAt this far ahead is still accepted.
const CLOCK_SKEW_MS = 60_000

/** The SIWE fields a sign-in goes on with once they passed their checks. */
export type CheckedSiwe = {
  domain: string
  nonce: string
  chain: ChainRuntime
  address: string | undefined
  expirationTime: Date | undefined
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

/** Refuses a domain other than the request's host or a configured web origin's, and a URI off that domain. */
function checkDomain(ctx: GatewayContext, domain: string | undefined, uri: string | undefined, requestHost?: string) {
  const allowedHosts = new Set(ctx.config.webOrigins.map(hostOf).filter((host) => host !== null))
  if (requestHost) allowedHosts.add(requestHost)
  if (!domain || !allowedHosts.has(domain)) throw unauthorized('Sign-in failed: wrong domain')
  if (!uri || hostOf(uri) !== domain) throw unauthorized('Sign-in failed: the URI is not on the domain')
  return domain
}

/**
 * Parses an EIP-4361 message and checks what needs no database or chain: the domain (the request's host or a
 * configured web origin's), the URI on it, a configured chain, issuedAt not in the future and expirationTime not
 * passed. Every failure is a 401 saying which check failed.
 */
export function checkSiweMessage(
  ctx: GatewayContext,
  message: string,
  requestHost: string | undefined,
  now: number,
): CheckedSiwe {
  const fields = parseSiweMessage(message)
  const domain = checkDomain(ctx, fields.domain, fields.uri, requestHost)
  const chain = fields.chainId === undefined ? undefined : ctx.chains.get(String(fields.chainId))
  if (chain === undefined) throw unauthorized('Sign-in failed: chain not supported by this gateway')
  if (!fields.issuedAt || fields.issuedAt.getTime() > now + CLOCK_SKEW_MS) {
    throw unauthorized('Sign-in failed: issuedAt is missing or in the future')
  }
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) {
    throw unauthorized('Sign-in failed: message expired')
  }
  const { address, expirationTime } = fields
  return { domain, nonce: fields.nonce ?? '', chain, address, expirationTime }
}
