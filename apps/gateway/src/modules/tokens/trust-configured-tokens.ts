import type { ChainConfig } from '../../config/config-schema.js'
import type { Queryable } from '../../db/db.js'
import { tokens } from './token-repository.js'

/** Trusts each chain's configured and listed tokens that were indexed before the config named them; how many. */
export async function trustConfiguredTokens(db: Queryable, chains: readonly ChainConfig[]): Promise<number> {
  let trusted = 0
  for (const chain of chains) trusted += await tokens.trust(db, chain.chainId, chain.tokens)
  return trusted
}
