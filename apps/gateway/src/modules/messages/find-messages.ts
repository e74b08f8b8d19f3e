import type { Queryable } from '../../db/db.js'
import type { Pagination } from '../../wire/pagination.js'
import { type MessageOrdering, type MessageRow, messages } from './message-repository.js'

/** The stored message with this hash (with its signatures), or null. */
export function messageByHash(db: Queryable, chainId: string, messageHash: string): Promise<MessageRow | null> {
  return messages.byHash(db, chainId, messageHash)
}

/** One page of a Safe's stored messages in `ordering` (newest first unless named), with how many it has. */
export async function messagePage(
  db: Queryable,
  chainId: string,
  safe: string,
  pagination: Pagination,
  ordering?: MessageOrdering,
): Promise<{ count: number; rows: MessageRow[] }> {
  const count = await messages.count(db, chainId, safe)
  return { count, rows: await messages.page(db, chainId, safe, pagination, ordering) }
}
