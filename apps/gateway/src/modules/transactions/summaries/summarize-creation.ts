import type { TransactionSummary } from '@concord/gateway-schema'
import { makeCreationTxId } from '@concord/protocol'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { addressInfo } from '../../../wire/address-info.js'
import { readCreationSingleton, type SafeRow } from '../../safes/index.js'

/** The Safe's creation as a list item's `transaction` (implementation = the singleton it was set up with). */
export async function summarizeCreation(
  db: Queryable,
  chain: ChainRuntime,
  safe: SafeRow,
): Promise<TransactionSummary> {
  const implementation = await readCreationSingleton(db, chain.chainId, safe)
  return {
    id: makeCreationTxId(safe.address),
    txHash: safe.creationTxHash,
    timestamp: safe.createdAt,
    txStatus: 'SUCCESS',
    txInfo: {
      type: 'Creation',
      humanDescription: null,
      creator: addressInfo(chain, safe.creator ?? '0x0000000000000000000000000000000000000000'),
      transactionHash: safe.creationTxHash,
      implementation: addressInfo(chain, implementation),
      factory: safe.factory === null ? null : addressInfo(chain, safe.factory),
      saltNonce: safe.saltNonce,
    },
    executionInfo: null,
    safeAppInfo: null,
    note: null,
  }
}
