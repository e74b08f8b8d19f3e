import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { TokenRow } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'

const TokenRows = z.array(
  z.object({
    address: Address,
    type: z.enum(['ERC20', 'ERC721']),
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    logoUri: z.string(),
    trusted: z.boolean(),
  }),
) satisfies z.ZodType<TokenRow[]>

/** The tokens module's SQL: token metadata as the indexer stored it. */
export const tokens = {
  /** The chain's tokens whose metadata calls succeeded. */
  async valid(db: Queryable, chainId: string): Promise<TokenRow[]> {
    const rows = await db.query(
      `select address, token_type as type, name, symbol, decimals, logo_uri as "logoUri", trusted
       from tokens where chain_id = $1 and valid`,
      [chainId],
    )
    return TokenRows.parse(rows)
  },
}
