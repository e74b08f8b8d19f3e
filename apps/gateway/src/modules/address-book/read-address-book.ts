import type { AddressBookResponse } from '@concord/gateway-schema'
import type { Queryable } from '../../db/db.js'
import { addressBooks } from './address-book-repository.js'

/** The signed-in account's book on one chain, tombstones included (the browser needs them to drop its copies). */
export async function readAddressBook(db: Queryable, account: string, chainId: string): Promise<AddressBookResponse> {
  return { entries: await addressBooks.entries(db, account, chainId) }
}
