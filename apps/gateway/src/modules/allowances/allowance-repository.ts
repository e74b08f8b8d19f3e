import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const Pairs = z.array(z.object({ type: z.enum(['ERC20', 'ERC721_ALL']), token: Address, spender: Address }))

/** The allowances module's SQL: which spenders a Safe approved on which tokens, from its indexed Approval events. */
export const allowanceRepository = {
  /** Every (kind, token, spender) the Safe ever gave an approval to, each once, by token then spender. */
  async approvedPairs(db: Queryable, chainId: string, safe: string): Promise<z.output<typeof Pairs>> {
    const rows = await db.query(
      `select distinct kind as type, token, spender from token_approvals where chain_id = $1 and safe = $2
       order by token, spender`,
      [chainId, safe],
    )
    return Pairs.parse(rows)
  },
}
