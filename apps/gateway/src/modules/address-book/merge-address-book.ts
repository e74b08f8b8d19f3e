import { ADDRESS_BOOK_LIMITS, type AddressBookResponse } from '@concord/gateway-schema'
import type { Db } from '../../db/db.js'
import { invalidInput } from '../../errors.js'
import { type AddressBookEdit, addressBooks } from './address-book-repository.js'

// Browser clocks drift; an edit dated further ahead than this would win every later edit, so it is refused.
const MAX_CLOCK_AHEAD_MS = 24 * 3_600_000

/**
 * Merges edits into the signed-in account's book on one chain, the later edit of each entry winning, and returns the
 * merged book. All or nothing: an edit dated in the future or a book grown past its limit is a 422 and stores nothing.
 */
export async function mergeAddressBook(
  db: Db,
  account: string,
  chainId: string,
  edits: readonly AddressBookEdit[],
  now = Date.now(),
): Promise<AddressBookResponse> {
  const future = edits.find((edit) => edit.updatedAt > now + MAX_CLOCK_AHEAD_MS)
  if (future) throw invalidInput(`Edit of ${future.address} dated in the future: set updatedAt to the current time`)
  return db.transaction(async (tx) => {
    for (const edit of edits) await addressBooks.mergeEdit(tx, account, chainId, edit)
    if ((await addressBooks.size(tx, account, chainId)) > ADDRESS_BOOK_LIMITS.entriesPerBook) {
      throw invalidInput(
        `Address book full: at most ${ADDRESS_BOOK_LIMITS.entriesPerBook} entries per chain; remove some first`,
      )
    }
    return { entries: await addressBooks.entries(tx, account, chainId) }
  })
}
