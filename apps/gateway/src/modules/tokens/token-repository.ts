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
  /** Marks `listed` tokens already stored as trusted, with the list's logo where the row has none; how many changed. */
  async trust(
    db: Queryable,
    chainId: string,
    listed: readonly { address: string; logoUri: string }[],
  ): Promise<number> {
    if (listed.length === 0) return 0
    const rows = await db.query<{ address: string }>(
      `update tokens set trusted = true,
              logo_uri = case when logo_uri = '' then coalesce(l.logo, '') else logo_uri end
       from unnest($2::text[], $3::text[]) as l(address, logo)
       where tokens.chain_id = $1 and tokens.address = l.address and not tokens.trusted
       returning tokens.address`,
      [chainId, listed.map((token) => token.address), listed.map((token) => token.logoUri)],
    )
    return rows.length
  },
}
