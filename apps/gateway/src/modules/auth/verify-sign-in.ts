import { type Address, getAddress, type Hex } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import type { GatewayContext } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { isTransportError, rpcUnavailable, unauthorized } from '../../errors.js'
import { sessions } from './auth-repository.js'
import { type CheckedSiwe, checkSiweMessage } from './check-siwe-message.js'
import { newSessionId, storedSessionKey } from './session-id.js'

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

async function openSession(db: Queryable, siwe: CheckedSiwe, now: number): Promise<SignedInSession> {
  const sessionId = newSessionId()
  const expiresAt = Math.min(now + SESSION_LIFETIME_MS, siwe.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY)
  const session = { address: getAddress(siwe.address as string), chainId: Number(siwe.chain.chainId), expiresAt }
  if (!(await sessions.claim(db, siwe.nonce, storedSessionKey(sessionId), session, now))) {
    throw unauthorized('Sign-in failed: unknown, used or expired nonce; request a new one')
  }
  return { sessionId, ...session }
}

/**
 * Verifies a signed SIWE message (EIP-4361) and opens a session: the message must pass checkSiweMessage, carry a
 * nonce we issued and nobody used, and be signed by its address. Every failure is a 401 saying which check failed.
 */
export async function verifySignIn(
  ctx: GatewayContext,
  input: { message: string; signature: Hex; requestHost: string | undefined },
  now = Date.now(),
): Promise<SignedInSession> {
  const siwe = checkSiweMessage(ctx, input.message, input.requestHost, now)
  if (!(await sessions.nonceOpen(ctx.db, siwe.nonce, now))) {
    throw unauthorized('Sign-in failed: unknown, used or expired nonce; request a new one')
  }
  if (!(await signatureValid(siwe, input.message, input.signature, now))) {
    throw unauthorized('Sign-in failed: invalid signature')
  }
  return openSession(ctx.db, siwe, now)
}
