import { looksAlike } from '@concord/protocol'
import type { Queryable } from '../../db/db.js'
import { addressBooks } from './address-book-repository.js'

/**
 * Whether `from` looks like (but is not) an address `account` named in its address book on `chainId`: address
 * poisoning aimed at what the user chose to keep, which the Safe's own index (owners, payees) cannot see.
 */
export async function senderImitatesBook(q: Queryable, account: string, chainId: string, from: string) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(from)) return false
  const named = await addressBooks.namedAddresses(q, account, chainId)
  return named.some((address) => looksAlike(from, address))
}
