import type { GatewayContext } from '../../context/gateway-context.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { endSession } from './end-session.js'
import { readSession } from './read-session.js'
import { readSessionCookie, writeSessionCookie } from './session-cookie.js'
import { issueSiweNonce, nonceKey } from './siwe-nonce.js'
import { siweOrigins } from './siwe-origins.js'
import { verifySignIn } from './verify-sign-in.js'

/**
 * Sign-In with Ethereum: nonce (stateless: nothing is stored until a sign-in spends it), verify (sets the session
 * cookie), me, logout.
 */
export function authHandlers(
  app: GatewayApp,
  ctx: GatewayContext,
): Handlers<'getAuthNonce' | 'verifyAuth' | 'getAuthSession' | 'logout'> {
  const key = nonceKey(ctx.config.siwe.nonceSecret)
  return {
    getAuthNonce: async () => ({ nonce: issueSiweNonce(key) }),
    verifyAuth: async (request, reply) => {
      // The listening address is known once the server listens, so it is read per sign-in.
      const policy = { origins: siweOrigins(ctx.config.webOrigins, app.server.address()), nonceKey: key }
      const session = await verifySignIn(ctx, policy, request.body)
      writeSessionCookie(request, reply, session.sessionId, session.expiresAt)
      return { address: session.address, chainId: session.chainId, expiresAt: session.expiresAt }
    },
    getAuthSession: async (request) => readSession(ctx.db, readSessionCookie(request)),
    logout: async (request, reply) => {
      await endSession(ctx.db, readSessionCookie(request))
      writeSessionCookie(request, reply, '', 0)
      return reply.code(204).send(null)
    },
  }
}
