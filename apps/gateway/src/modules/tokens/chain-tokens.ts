import type { ChainRuntime, TokenRow } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { tokens } from './token-repository.js'

// Other replicas' indexers cannot tell this process about new tokens, so cached metadata also expires.
const TOKEN_CACHE_MS = 5_000

/** The valid tokens indexed on a chain, by checksummed address. */
async function loadTokens(db: Queryable, chainId: string): Promise<Map<string, TokenRow>> {
  return new Map((await tokens.valid(db, chainId)).map((token) => [token.address, token]))
}

/** The chain's tokens, from a short-lived per-chain cache (token metadata never changes once indexed). */
export function chainTokens(
  db: Queryable,
  chain: Pick<ChainRuntime, 'chainId' | 'tokenCache'>,
): Promise<Map<string, TokenRow>> {
  const now = Date.now()
  if (chain.tokenCache === null || now - chain.tokenCache.loadedAt > TOKEN_CACHE_MS) {
    const loaded = loadTokens(db, chain.chainId)
    chain.tokenCache = { loadedAt: now, tokens: loaded }
    loaded.catch(() => {
      if (chain.tokenCache?.tokens === loaded) chain.tokenCache = null
    })
  }
  return chain.tokenCache.tokens
}
