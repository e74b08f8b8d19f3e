import { AddressBookEntry } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const Entries = z.array(AddressBookEntry)
const Count = z.object({ count: z.number() })
const Addresses = z.array(z.object({ address: z.string() }))

/** One edit of an entry as the merge stores it. */
export type AddressBookEdit = { address: string; name: string; updatedAt: number; deleted: boolean }

/** The address-book module's SQL: entries (and tombstones) per signed-in account and chain. */
export const addressBooks = {
  /** Every entry of `account`'s book on `chainId`, tombstones included, by address. */
  async entries(db: Queryable, account: string, chainId: string): Promise<AddressBookEntry[]> {
    const rows = await db.query(
      `select address, name, updated_at as "updatedAt", deleted from address_book_entries
       where account = $1 and chain_id = $2 order by address collate "C"`,
      [account, chainId],
    )
    return Entries.parse(rows)
  },

  /** Stores `edit` unless the stored entry was edited later (last edit wins; a tie keeps what is stored). */
  async mergeEdit(db: Queryable, account: string, chainId: string, edit: AddressBookEdit): Promise<void> {
    await db.query(
      `insert into address_book_entries (account, chain_id, address, name, updated_at, deleted)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (account, chain_id, address) do update
         set name = excluded.name, updated_at = excluded.updated_at, deleted = excluded.deleted
         where address_book_entries.updated_at < excluded.updated_at`,
      [account, chainId, edit.address, edit.deleted ? '' : edit.name, edit.updatedAt, edit.deleted],
    )
  },

  /** The addresses `account`'s book names on `chainId` (no tombstones): what a poisoner would imitate. */
  async namedAddresses(db: Queryable, account: string, chainId: string): Promise<string[]> {
    const rows = await db.query(
      'select address from address_book_entries where account = $1 and chain_id = $2 and not deleted',
      [account, chainId],
    )
    return Addresses.parse(rows).map((row) => row.address)
  },

  /** How many entries (tombstones too) `account`'s book on `chainId` holds. */
  async size(db: Queryable, account: string, chainId: string): Promise<number> {
    const [row] = await db.query(
      'select count(*) as count from address_book_entries where account = $1 and chain_id = $2',
      [account, chainId],
    )
    return Count.parse(row).count
  },
}
