import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const Pairs = z.array(z.object({ token: Address, spender: Address }))

/** The allowances module's SQL: which spenders a Safe approved on which tokens, from its indexed Approval events. */
export const allowanceRepository = {
  /** Every (token, spender) the Safe ever gave an ERC-20 approval to, each once, by token then spender. */
  async approvedPairs(db: Queryable, chainId: string, safe: string): Promise<z.output<typeof Pairs>> {
    const rows = await db.query(
      `select distinct token, spender from token_approvals where chain_id = $1 and safe = $2 order by token, spender`,
      [chainId, safe],
    )
    return Pairs.parse(rows)
  },
}
