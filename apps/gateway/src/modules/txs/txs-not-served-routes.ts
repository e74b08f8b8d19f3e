import { TxsNotImplemented } from '@concord/gateway-schema'
import type { GatewayApp } from '../../wire/gateway-app.js'

/** Transaction Service routes Concord does not serve, each with what to do instead. */
const NOT_SERVED = [
  {
    paths: [
      '/v1/safes/:address/safe-operations',
      '/v1/safe-operations/:safeOperationHash',
      '/v1/safe-operations/:safeOperationHash/confirmations',
      '/v1/user-operations/:userOperationHash',
      '/v1/safes/:address/user-operations',
    ],
    message:
      'ERC-4337 user operations (Safe operations) are not served by Concord; propose multisig transactions instead.',
  },
  {
    paths: ['/v1/safes/:address/all-transactions'],
    message:
      'All-transactions v1 (with queued transactions) is not served by Concord: read /v2/safes/{address}/all-transactions/ ' +
      '(api-kit 5 getAllTransactions) for the executed ones and getPendingTransactions for the queue.',
  },
]

/** Every route of NOT_SERVED answers 501 `{code, message}`, for any method api-kit uses on it. */
export function registerTxsNotServedRoutes(app: GatewayApp): void {
  for (const { paths, message } of NOT_SERVED) {
    for (const url of paths) {
      app.route({
        method: ['GET', 'POST'],
        url,
        schema: { response: { 501: TxsNotImplemented } },
        handler: async (_request, reply) => reply.code(501).send({ code: 501, message }),
      })
    }
  }
}
