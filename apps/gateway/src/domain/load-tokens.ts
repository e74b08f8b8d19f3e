import type { Address } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'

/** A token's metadata as indexed. */
export type TokenRow = {
  address: Address
  type: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number
  logoUri: string
  trusted: boolean
}

/** The valid tokens indexed on a chain, by checksummed address. */
export async function loadTokens(db: Queryable, chainId: string): Promise<Map<string, TokenRow>> {
  const rows = await db.query<{
    address: Address
    token_type: 'ERC20' | 'ERC721'
    name: string
    symbol: string
    decimals: number
    logo_uri: string
    trusted: boolean
  }>(
    'select address, token_type, name, symbol, decimals, logo_uri, trusted from tokens where chain_id = $1 and valid',
    [chainId],
  )
  return new Map(
    rows.map((r) => [
      r.address,
      {
        address: r.address,
        type: r.token_type,
        name: r.name,
        symbol: r.symbol,
        decimals: r.decimals,
        logoUri: r.logo_uri,
        trusted: r.trusted,
      },
    ]),
  )
}

// Other replicas' indexers cannot tell this process about new tokens, so cached metadata also expires.
const TOKEN_CACHE_MS = 5_000

/** The chain's tokens, from a short-lived per-chain cache (token metadata never changes once indexed). */
export function chainTokens(
  db: Queryable,
  chain: { chainId: string; tokenCache: { loadedAt: number; tokens: Promise<Map<string, TokenRow>> } | null },
): Promise<Map<string, TokenRow>> {
  const now = Date.now()
  if (chain.tokenCache === null || now - chain.tokenCache.loadedAt > TOKEN_CACHE_MS) {
    const tokens = loadTokens(db, chain.chainId)
    chain.tokenCache = { loadedAt: now, tokens }
    tokens.catch(() => {
      if (chain.tokenCache?.tokens === tokens) chain.tokenCache = null
    })
  }
  return chain.tokenCache.tokens
}
