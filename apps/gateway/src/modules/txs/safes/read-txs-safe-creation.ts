import type { TxsSafeCreation } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { loadSafe, readCreationSingleton } from '../../safes/index.js'
import { isoDate } from '../multisig/to-txs-multisig.js'

/**
 * How the Safe was created, as indexed from its ProxyCreation and SafeSetup events. The setup calldata is not
 * stored, so `setupData` and its decoding are null, as the Transaction Service sends when it cannot trace them.
 */
export async function readTxsSafeCreation(
  db: Queryable,
  chain: ChainRuntime,
  address: string,
): Promise<TxsSafeCreation> {
  const safe = await loadSafe(db, chain.chainId, address)
  return {
    created: isoDate(safe.createdAt),
    creator: safe.creator,
    transactionHash: safe.creationTxHash,
    factoryAddress: safe.factory,
    masterCopy: await readCreationSingleton(db, chain.chainId, safe),
    setupData: null,
    saltNonce: safe.saltNonce,
    dataDecoded: null,
    userOperation: null,
  }
}
