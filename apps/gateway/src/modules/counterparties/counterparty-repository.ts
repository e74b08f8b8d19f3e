import { Address, LookAlikeSource } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const HistoryRow = z.object({
  paidCount: z.number().int(),
  lastPaidAt: z.number().int().nullable(),
  receivedCount: z.number().int(),
  calledCount: z.number().int(),
  isToken: z.boolean(),
  firstSeenBlock: z.number().int().nullable(),
})
const KnownRows = z.array(z.object({ address: Address, source: LookAlikeSource }))

/** A Safe's indexed history with one address, as the counterparty check reads it. */
export type CounterpartyHistory = z.output<typeof HistoryRow>

// What the Safe chose itself (its owners, whom it paid, what it called), never who sent it something: one dust
// transfer from an attacker must not become an "original" that the real payee is then said to imitate.
const KNOWN = `select owner as address, 'OWNER' as source, 0 as rank from safe_owners where chain_id = $1 and safe = $2
  union all select to_address, 'PAID', 1 from transfers where chain_id = $1 and from_address = $2
  union all select to_address, 'CALLED', 2 from multisig_transactions
    where chain_id = $1 and safe = $2 and tx_hash is not null
  union all select to_address, 'CALLED', 2 from module_transactions where chain_id = $1 and safe = $2`

/** The counterparties module's SQL: a Safe's payments, receipts and calls involving one address. */
export const counterparties = {
  /** How often `safe` paid `address` (any asset) and when last, received from it, called it; what the index knows of it. */
  async history(db: Queryable, chainId: string, safe: string, address: string): Promise<CounterpartyHistory> {
    const rows = await db.query(
      `select
         (select count(*) from transfers where chain_id = $1 and from_address = $2 and to_address = $3) as "paidCount",
         (select max(execution_date) from transfers where chain_id = $1 and from_address = $2 and to_address = $3)
           as "lastPaidAt",
         (select count(*) from transfers where chain_id = $1 and from_address = $3 and to_address = $2)
           as "receivedCount",
         (select count(*) from multisig_transactions
           where chain_id = $1 and safe = $2 and to_address = $3 and tx_hash is not null)
         + (select count(*) from module_transactions where chain_id = $1 and safe = $2 and to_address = $3)
           as "calledCount",
         exists (select 1 from tokens where chain_id = $1 and address = $3) as "isToken",
         coalesce(
           (select creation_block from safes where chain_id = $1 and address = $3),
           (select min(block_number) from transfers
             where chain_id = $1 and (to_address = $3 or from_address = $3 or token_address = $3))
         ) as "firstSeenBlock"`,
      [chainId, safe, address],
    )
    return HistoryRow.parse(rows[0])
  },

  /**
   * The addresses `safe` chose (owners, payees, contracts called) whose hex starts with `prefix` and ends with `suffix`
   * (lower-case) other than `address`, each once with its strongest source (owner, then paid, then called).
   */
  async knownWithEnds(
    db: Queryable,
    chainId: string,
    safe: string,
    ends: { prefix: string; suffix: string; except: string },
  ) {
    const rows = await db.query(
      `select distinct on (lower(address)) address, source from (${KNOWN}) k
       where lower(substr(address, 3, ${ends.prefix.length})) = $3 and lower(right(address, ${ends.suffix.length})) = $4
         and lower(address) <> $5
       order by lower(address), rank`,
      [chainId, safe, ends.prefix, ends.suffix, ends.except.toLowerCase()],
    )
    return KnownRows.parse(rows)
  },
}
