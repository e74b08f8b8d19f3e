import type { GatewayContext } from '../../context/gateway-context.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { historyHandlers } from './history-routes.js'
import { nonceHandlers } from './nonce-routes.js'
import { transactionDetailsHandlers } from './transaction-details-routes.js'
import { transactionListHandlers } from './transaction-list-routes.js'

type TransactionOperations = keyof (ReturnType<typeof transactionListHandlers> &
  ReturnType<typeof historyHandlers> &
  ReturnType<typeof transactionDetailsHandlers> &
  ReturnType<typeof nonceHandlers>)

/** Every handler of the transactions module. */
export function transactionHandlers(ctx: GatewayContext, serveCached: ServeCached): Handlers<TransactionOperations> {
  return {
    ...transactionListHandlers(ctx),
    ...historyHandlers(ctx, serveCached),
    ...transactionDetailsHandlers(ctx),
    ...nonceHandlers(ctx, serveCached),
  }
}
