import type { Address, TransactionSummary } from '@concord/gateway-schema'
import { makeCreationTxId } from '@concord/protocol'
import type { Queryable } from '../db/db.js'
import { addressInfo } from './address-info.js'
import type { ChainRuntime } from './gateway-context.js'
import type { SafeRow } from './load-safe.js'

/** The Safe's creation as a list item's `transaction` (implementation = the singleton it was set up with). */
export async function summarizeCreation(
  db: Queryable,
  chain: ChainRuntime,
  safe: SafeRow,
): Promise<TransactionSummary> {
  const first = await db.query<{ singleton: Address }>(
    'select singleton from safe_states where chain_id = $1 and safe = $2 order by block_number, log_index limit 1',
    [chain.chainId, safe.address],
  )
  const implementation = first[0]?.singleton ?? safe.singleton
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
