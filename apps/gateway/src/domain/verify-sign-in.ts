import { type Address, getAddress, type Hex } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { Db } from '../db/db.js'
import { rpcUnavailable, unauthorized } from '../errors.js'
import type { GatewayContext } from './gateway-context.js'
import { isTransportError } from './is-transport-error.js'
import { newSessionId, storedSessionKey } from './session-id.js'

/** How long a signed-in session lasts (less when the SIWE message expires sooner). */
const SESSION_LIFETIME_MS = 24 * 60 * 60_000
// Wallet clocks drift a little; an issuedAt this far ahead is still accepted.
const CLOCK_SKEW_MS = 60_000

/** A signed-in session: the cookie value and what it stands for. */
export type SignedInSession = { sessionId: string; address: Address; chainId: number; expiresAt: number }

/**
 * Verifies a signed SIWE message (EIP-4361) and opens a session: the domain must be the request's host or a
 * configured web origin's, the URI on that domain, the chain a configured one (its RPC verifies EIP-1271 signers),
 * the nonce one we issued and not used, issuedAt not in the future and expirationTime not passed. Every failure is a
 * 401 saying which check failed.
 */
export async function verifySignIn(
  ctx: GatewayContext,
  input: { message: string; signature: Hex; requestHost: string | undefined },
  now = Date.now(),
): Promise<SignedInSession> {
  const fields = parseSiweMessage(input.message)
  const allowedHosts = new Set(ctx.config.webOrigins.map(hostOf).filter((host) => host !== null))
  if (input.requestHost) allowedHosts.add(input.requestHost)
  if (!fields.domain || !allowedHosts.has(fields.domain)) throw unauthorized('Sign-in failed: wrong domain')
  if (!fields.uri || hostOf(fields.uri) !== fields.domain)
    throw unauthorized('Sign-in failed: the URI is not on the domain')
  const chain = fields.chainId === undefined ? undefined : ctx.chains.get(String(fields.chainId))
  if (chain === undefined) throw unauthorized('Sign-in failed: chain not supported by this gateway')
  if (!fields.issuedAt || fields.issuedAt.getTime() > now + CLOCK_SKEW_MS) {
    throw unauthorized('Sign-in failed: issuedAt is missing or in the future')
  }
  if (fields.expirationTime && fields.expirationTime.getTime() <= now)
    throw unauthorized('Sign-in failed: message expired')
  const [pending] = await ctx.db.query<{ nonce: string }>(
    'select nonce from sessions where nonce = $1 and address is null and expires_at > $2',
    [fields.nonce ?? '', now],
  )
  if (pending === undefined) throw unauthorized('Sign-in failed: unknown, used or expired nonce; request a new one')
  const valid = await verifySiweMessage(chain.client, {
    message: input.message,
    signature: input.signature,
    domain: fields.domain,
    nonce: pending.nonce,
    time: new Date(now),
  }).catch((error: unknown) => {
    // An unreachable RPC is our failure (503, retry); anything else is a signature that does not verify.
    if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
    return false
  })
  if (!valid) throw unauthorized('Sign-in failed: invalid signature')
  return openSession(
    ctx.db,
    pending.nonce,
    fields.address as string,
    Number(fields.chainId),
    fields.expirationTime,
    now,
  )
}

async function openSession(
  db: Db,
  nonce: string,
  address: string,
  chainId: number,
  messageExpiry: Date | undefined,
  now: number,
): Promise<SignedInSession> {
  const sessionId = newSessionId()
  const expiresAt = Math.min(now + SESSION_LIFETIME_MS, messageExpiry?.getTime() ?? Number.POSITIVE_INFINITY)
  // `address is null` makes the nonce single-use even when two verifications race.
  const claimed = await db.query(
    `update sessions set id = $2, address = $3, chain_id = $4, issued_at = $5, expires_at = $6
     where nonce = $1 and address is null returning nonce`,
    [nonce, storedSessionKey(sessionId), getAddress(address), chainId, now, expiresAt],
  )
  if (claimed.length === 0) throw unauthorized('Sign-in failed: unknown, used or expired nonce; request a new one')
  return { sessionId, address: getAddress(address), chainId, expiresAt }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}
