import { isOwner } from '@concord/protocol'
import type { FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../../context/gateway-context.js'
import { forbidden } from '../../../errors.js'
import { hasBearerToken } from '../../../wire/bearer-token.js'
import { readSession, readSessionCookie } from '../../auth/index.js'
import { loadSafe } from '../../safes/index.js'

/**
 * Who manages a Safe's alerts in this request: "admin" for the operator's token, else the signed-in (SIWE) account
 * when it is a current owner of the Safe. No session is a 401, an unknown Safe a 404, another account a 403.
 */
export async function authorizeAlerts(
  ctx: Pick<GatewayContext, 'db' | 'config'>,
  request: FastifyRequest,
  chainId: string,
  safe: string,
): Promise<string> {
  if (hasBearerToken(request, ctx.config.alerts.adminToken)) {
    await loadSafe(ctx.db, chainId, safe)
    return 'admin'
  }
  const session = await readSession(ctx.db, readSessionCookie(request))
  const row = await loadSafe(ctx.db, chainId, safe)
  if (!isOwner(row.owners, session.address)) {
    throw forbidden(
      `Only an owner of Safe ${safe} may manage its alerts: you are signed in as ${session.address}, who is not one (or use the operator's admin token)`,
    )
  }
  return session.address
}
