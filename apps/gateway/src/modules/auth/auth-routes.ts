import { AuthNonce, AuthSession, NoContent, VerifyAuthBody } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
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
export function registerAuthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  const key = nonceKey(ctx.config.siwe.nonceSecret)
  app.get('/v1/auth/nonce', { schema: { response: { 200: AuthNonce } } }, async () => ({ nonce: issueSiweNonce(key) }))
  app.post(
    '/v1/auth/verify',
    { schema: { body: VerifyAuthBody, response: { 200: AuthSession } } },
    async (request, reply) => {
      // The listening address is known once the server listens, so it is read per sign-in.
      const policy = { origins: siweOrigins(ctx.config.webOrigins, app.server.address()), nonceKey: key }
      const session = await verifySignIn(ctx, policy, request.body)
      writeSessionCookie(request, reply, session.sessionId, session.expiresAt)
      return { address: session.address, chainId: session.chainId, expiresAt: session.expiresAt }
    },
  )
  app.get('/v1/auth/me', { schema: { response: { 200: AuthSession } } }, async (request) =>
    readSession(ctx.db, readSessionCookie(request)),
  )
  app.post('/v1/auth/logout', { schema: { response: { 204: NoContent } } }, async (request, reply) => {
    await endSession(ctx.db, readSessionCookie(request))
    writeSessionCookie(request, reply, '', 0)
    return reply.code(204).send(null)
  })
}
