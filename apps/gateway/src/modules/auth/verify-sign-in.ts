import { chainIdNumber } from '@concord/protocol'
import { type Address, getAddress, type Hex } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import type { GatewayContext } from '../../context/gateway-context.js'
import type { Db } from '../../db/db.js'
import { isTransportError, rpcUnavailable, unauthorized } from '../../errors.js'
import { sessions } from './auth-repository.js'
import { type CheckedSiwe, checkSiweMessage } from './check-siwe-message.js'
import { newSessionId, storedSessionKey } from './session-id.js'
import { siweNonceExpiry } from './siwe-nonce.js'

/** How long a signed-in session lasts (less when the SIWE message expires sooner). */
const SESSION_LIFETIME_MS = 24 * 60 * 60_000

/** A signed-in session: the cookie value and what it stands for. */
export type SignedInSession = { sessionId: string; address: Address; chainId: number; expiresAt: number }

/** Whether the signature is the message's address's (EOA, or EIP-1271 through the chain's RPC). */
async function signatureValid(siwe: CheckedSiwe, message: string, signature: Hex, now: number): Promise<boolean> {
  const { chain, domain, nonce } = siwe
  return verifySiweMessage(chain.client, { message, signature, domain, nonce, time: new Date(now) }).catch(
    (error: unknown) => {
      // An unreachable RPC is our failure (503, retry); anything else is a signature that does not verify.
      if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
      return false
    },
  )
}

const NONCE_REFUSED = 'Sign-in failed: unknown, used or expired nonce; request a new one'

/** Spends the nonce and opens the session in one transaction (a nonce spent before, here or on a replica: 401). */
async function openSession(db: Db, siwe: CheckedSiwe, nonceExpiresAt: number, now: number): Promise<SignedInSession> {
  const sessionId = newSessionId()
  const expiresAt = Math.min(now + SESSION_LIFETIME_MS, siwe.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
  const session = { address: getAddress(siwe.address as string), chainId: chainIdNumber(siwe.chain.chainId), expiresAt }
  const spent = { nonce: siwe.nonce, expiresAt: nonceExpiresAt }
  if (!(await sessions.spendNonceAndOpen(db, spent, storedSessionKey(sessionId), session, now))) {
    throw unauthorized(NONCE_REFUSED)
  }
  return { sessionId, ...session }
}

/** What a sign-in is checked against: the origins its message may name and the key our nonces are signed with. */
export type SignInPolicy = { origins: readonly string[]; nonceKey: Buffer }

/**
 * Verifies a signed SIWE message (EIP-4361) and opens a session: the message must pass checkSiweMessage, carry a
 * nonce we issued (its HMAC and expiry, checked before any signature work) that no sign-in spent yet, and be signed
 * by its address. Every failure is a 401 saying which check failed.
 */
export async function verifySignIn(
  ctx: GatewayContext,
  policy: SignInPolicy,
  input: { message: string; signature: Hex },
  now = Date.now(),
): Promise<SignedInSession> {
  const siwe = checkSiweMessage(ctx, input.message, policy.origins, now)
  const nonceExpiresAt = siweNonceExpiry(policy.nonceKey, siwe.nonce, now)
  if (nonceExpiresAt === null) throw unauthorized(NONCE_REFUSED)
  if (!(await signatureValid(siwe, input.message, input.signature, now))) {
    throw unauthorized('Sign-in failed: invalid signature')
  }
  return openSession(ctx.db, siwe, nonceExpiresAt, now)
}
