import type { Contract } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import type { Pagination } from '../server/cursor.js'
import type { ChainRuntime } from './gateway-context.js'
import { readContract } from './read-contract.js'

/**
 * One page of the contracts a user can pick in the contract-interaction flow: every ABI the decoder config registers
 * with an address, then the chain's configured tokens (each with its ABI), once per address, in config order. Each
 * item is what `readContract` answers for its address, so the list and the by-address route never disagree.
 */
export async function readContracts(
  db: Queryable,
  chain: ChainRuntime,
  { limit, offset }: Pagination,
): Promise<{ count: number; results: Contract[] }> {
  const registered = chain.config.abis.flatMap((entry) => (entry.address === null ? [] : [entry.address]))
  const tokens = chain.config.tokens.map((token) => token.address)
  const addresses = [...new Set([...registered, ...tokens])]
  const results = await Promise.all(
    addresses.slice(offset, offset + limit).map((address) => readContract(db, chain, address)),
  )
  return { count: addresses.length, results }
}
