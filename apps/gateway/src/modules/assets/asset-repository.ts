import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const TokenAddresses = z.array(z.object({ token: Address }))
const LatestTransfers = z.array(z.object({ token: Address, tokenId: z.string(), to: Address }))

/** The assets module's SQL: which tokens a Safe has received, from its indexed transfers. */
export const assets = {
  /** The ERC-20 tokens ever transferred to the Safe. */
  async receivedErc20s(db: Queryable, chainId: string, safe: string): Promise<Address[]> {
    const rows = await db.query(
      `select distinct token_address as token from transfers
       where chain_id = $1 and token_type = 'ERC20' and to_address = $2`,
      [chainId, safe],
    )
    return TokenAddresses.parse(rows).map((row) => row.token)
  },

  /** The latest transfer of each ERC-721 token (by contract and id) the Safe sent or received. */
  async latestErc721Transfers(db: Queryable, chainId: string, safe: string) {
    const rows = await db.query(
      `select distinct on (token_address, token_id) token_address as token, token_id as "tokenId", to_address as "to"
       from transfers where chain_id = $1 and token_type = 'ERC721' and (from_address = $2 or to_address = $2)
       order by token_address, token_id, block_number desc, log_index desc`,
      [chainId, safe],
    )
    return LatestTransfers.parse(rows)
  },
}
