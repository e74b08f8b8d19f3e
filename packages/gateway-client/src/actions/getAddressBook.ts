import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAddressBook resolves to. */
export type GetAddressBookReturnType = OperationResponse<'getAddressBook'>

/**
 * Get the signed-in account's address book on one chain, tombstones included; a 401 GatewayError when signed out,
 * a 404 for another account's book.
 *
 * @example const { entries } = await client.getAddressBook('0xAbc…', '1')
 */
export const getAddressBook = defineAction(function getAddressBook(
  transport: Transport,
  account: string,
  chainId: string,
  options?: RequestOptions,
): Promise<GetAddressBookReturnType> {
  return callOperation(transport, 'getAddressBook', { params: { account, chainId }, credentials: 'include', options })
})
