import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What rotateAlertSecret resolves to. */
export type RotateAlertSecretReturnType = OperationResponse<'rotateAlertSecret'>

/**
 * Replace a subscription's signing secret; the answer carries the new one, shown this once.
 *
 * @example const { secret } = await client.rotateAlertSecret('1', '0xSafe…', id)
 */
export const rotateAlertSecret = defineAction(function rotateAlertSecret(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<RotateAlertSecretReturnType> {
  return callOperation(transport, 'rotateAlertSecret', {
    params: { chainId, address: safe, id },
    credentials: 'include',
    options,
  })
})
