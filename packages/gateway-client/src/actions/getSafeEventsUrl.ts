import { defineAction } from '../action.js'
import { operationPath } from '../operation.js'
import type { Transport } from '../request.js'

/**
 * The URL of a Safe's public server-sent events stream (proposals, confirmations, executions, incoming transfers,
 * messages), for `new EventSource(url)`.
 */
export const getSafeEventsUrl = defineAction(function getSafeEventsUrl(
  transport: Transport,
  chainId: string,
  safe: string,
): string {
  return `${transport.baseUrl}${operationPath('getSafeEvents', { chainId, address: safe })}`
})
