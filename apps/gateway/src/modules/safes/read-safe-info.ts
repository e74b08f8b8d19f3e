import type { SafeInfo } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { loadSafe } from './load-safe.js'
import { safeInfoOf } from './safe-info-of.js'
import { safes } from './safe-repository.js'

/** SafeInfo from the indexed state, with cache tags; a 404 when the Safe is not indexed (gateway-api.md §3). */
export async function readSafeInfo(db: Queryable, chain: ChainRuntime, address: string): Promise<SafeInfo> {
  const safe = await loadSafe(db, chain.chainId, address)
  const times = await safes.cacheTimes(db, chain.chainId, address, safe.nonce)
  return safeInfoOf(chain, safe, times)
}
