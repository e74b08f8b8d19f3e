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

function originOf(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * Refuses a domain that is not the host of one of `origins`, and a URI off that origin (scheme, host and port). The
 * request's own Host header plays no part: anyone can set it.
 */
function checkDomain(origins: readonly string[], domain: string | undefined, uri: string | undefined): string {
  const allowed = origins.map(originOf).filter((origin) => origin !== null)
  const matching = allowed.filter((origin) => origin.host === domain)
  if (!domain || matching.length === 0) throw unauthorized('Sign-in failed: wrong domain')
  const at = uri === undefined ? null : originOf(uri)
  if (at === null || !matching.some((origin) => origin.origin === at.origin)) {
    throw unauthorized('Sign-in failed: the URI is not on the domain')
  }
  return domain
}

/**
 * Parses an EIP-4361 message and checks what needs no database or chain: the domain (the host of one of `origins`,
 * the web origins we serve), the URI on that origin, a configured chain, issuedAt not in the future and
 * expirationTime not passed. Every failure is a 401 saying which check failed.
 */
export function checkSiweMessage(
  ctx: GatewayContext,
  message: string,
  origins: readonly string[],
  now: number,
): CheckedSiwe {
  const fields = parseSiweMessage(message)
  const domain = checkDomain(origins, fields.domain, fields.uri)
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
