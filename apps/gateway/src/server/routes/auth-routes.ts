import { AuthNonce, AuthSession, NoContent, VerifyAuthBody } from '@concord/gateway-schema'

import type { GatewayContext } from '../../domain/gateway-context.js'
import { issueAuthNonce } from '../../domain/issue-auth-nonce.js'
import { endSession, readSession } from '../../domain/read-session.js'
import { verifySignIn } from '../../domain/verify-sign-in.js'
import type { GatewayApp } from '../gateway-app.js'
import { readSessionCookie, writeSessionCookie } from '../session-cookie.js'

/** Sign-In with Ethereum: nonce, verify (sets the session cookie), me, logout. */
export function registerAuthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/v1/auth/nonce', { schema: { response: { 200: AuthNonce } } }, async () => ({
    nonce: await issueAuthNonce(ctx.db),
  }))
  app.post(
    '/v1/auth/verify',
    { schema: { body: VerifyAuthBody, response: { 200: AuthSession } } },
    async (request, reply) => {
      const session = await verifySignIn(ctx, { ...request.body, requestHost: request.headers.host })
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
