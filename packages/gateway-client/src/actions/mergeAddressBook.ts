import type { MergeAddressBookRequest, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What mergeAddressBook resolves to: the merged book. */
export type MergeAddressBookReturnType = OperationResponse<'mergeAddressBook'>

/**
 * Merge edits (the later edit of an entry wins; `deleted: true` removes) into the signed-in account's address book on
 * one chain and get the merged book back.
 *
 * @example await client.mergeAddressBook('0xAbc…', '1', { entries: [{ address, name: 'Alice', updatedAt: Date.now(), deleted: false }] })
 */
export const mergeAddressBook = defineAction(function mergeAddressBook(
  transport: Transport,
  account: string,
  chainId: string,
  body: MergeAddressBookRequest,
  options?: RequestOptions,
): Promise<MergeAddressBookReturnType> {
  return callOperation(transport, 'mergeAddressBook', {
    params: { account, chainId },
    body,
    credentials: 'include',
    options,
  })
})
