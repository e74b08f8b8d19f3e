import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const SpendRows = z.array(
  z.object({ beneficiary: Address, token: Address, recipient: Address, amount: z.string().regex(/^\d+$/) }),
)

/** A spending-limit transfer as indexed: the beneficiary, the token (zero address: native), recipient and amount. */
export type SpendRow = z.output<typeof SpendRows>[number]

/** The spending-limits module's SQL: the indexed ExecuteAllowanceTransfer logs (`allowance_transfers`). */
export const spendingLimitRepository = {
  /** The spending-limit transfer made by the Safe's module transaction at this log of this transaction, or null. */
  async spendOfModuleTransaction(
    db: Queryable,
    chainId: string,
    safe: string,
    txHash: string,
    moduleLogIndex: number,
  ): Promise<SpendRow | null> {
    const rows = await db.query(
      `select delegate as beneficiary, token, to_address as recipient, value::text as amount from allowance_transfers
       where chain_id = $1 and tx_hash = $2 and module_log_index = $3 and safe = $4 order by log_index limit 1`,
      [chainId, txHash, moduleLogIndex, safe],
    )
    return SpendRows.parse(rows)[0] ?? null
  },
}
