import type { SafeInfo } from '@concord/gateway-schema'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { safeNotFound } from './load-safe.js'
import { readSafeFromChain } from './read-safe-from-chain.js'
import { safeInfoOf } from './safe-info-of.js'

const NO_TAGS = { collectibles: null, queued: null, history: null, messages: null }

/**
 * SafeInfo of a Safe the indexer has not reached (yet), read from the chain's head: the same fields as the indexed
 * answer, with every cache tag null (nothing of it is indexed); the indexed read's 404 when the address is not a Safe.
 */
export async function readChainSafeInfo(chain: ChainRuntime, address: Address): Promise<SafeInfo> {
  const safe = await readSafeFromChain(chain, address)
  if (safe === null) throw safeNotFound(chain.chainId, address)
  return safeInfoOf(chain, safe, NO_TAGS)
}
