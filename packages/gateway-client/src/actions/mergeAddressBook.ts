import type { AddressBookResponse, MergeAddressBookRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What mergeAddressBook resolves to: the merged book. */
export type MergeAddressBookReturnType = AddressBookResponse

/**
 * Merge edits (the later edit of an entry wins; `deleted: true` removes) into the signed-in account's address book on
 * one chain and get the merged book back.
 *
 * @example await client.mergeAddressBook('0xAbc…', '1', { entries: [{ address, name: 'Alice', updatedAt: Date.now(), deleted: false }] })
 */
export function mergeAddressBook(
  transport: Transport,
  account: string,
  chainId: string,
  body: MergeAddressBookRequest,
  options?: RequestOptions,
): Promise<MergeAddressBookReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/accounts/${account}/chains/${chainId}/address-book`,
    body,
    credentials: 'include',
    options,
  })
}
