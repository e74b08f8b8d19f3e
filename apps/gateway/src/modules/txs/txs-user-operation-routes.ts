import { TxsNotImplemented } from '@concord/gateway-schema'
import type { GatewayApp } from '../../wire/gateway-app.js'

const NOT_SERVED = {
  code: 501,
  message:
    'ERC-4337 user operations (Safe operations) are not served by Concord; propose multisig transactions instead.',
} as const

/** api-kit's Safe-operation calls: every one answers 501 with what to do instead. */
export function registerTxsUserOperationRoutes(app: GatewayApp): void {
  const paths = [
    '/v1/safes/:address/safe-operations',
    '/v1/safe-operations/:safeOperationHash',
    '/v1/safe-operations/:safeOperationHash/confirmations',
    '/v1/user-operations/:userOperationHash',
    '/v1/safes/:address/user-operations',
  ]
  for (const url of paths) {
    app.route({
      method: ['GET', 'POST'],
      url,
      schema: { response: { 501: TxsNotImplemented } },
      handler: async (_request, reply) => reply.code(501).send(NOT_SERVED),
    })
  }
}
