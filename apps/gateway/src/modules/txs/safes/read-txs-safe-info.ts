import type { TxsSafeInfo } from '@concord/gateway-schema'
import { zeroAddress } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe, versionOfSingleton } from '../../safes/index.js'

/** The Safe as indexed, in the Transaction Service's shape (a 404 while it is not indexed). */
export async function readTxsSafeInfo(db: Queryable, chain: ChainRuntime, address: string): Promise<TxsSafeInfo> {
  const safe = await loadSafe(db, chain.chainId, address)
  return {
    address: safe.address,
    nonce: String(safe.nonce),
    threshold: safe.threshold,
    owners: safe.owners,
    masterCopy: safe.singleton,
    modules: safe.modules,
    fallbackHandler: safe.fallbackHandler ?? zeroAddress,
    guard: safe.guard ?? zeroAddress,
    version: versionOfSingleton(chain, safe.singleton),
  }
}
