import type { Batch } from '../fetch/batch.js'
import { precedingModuleLog } from '../fetch/preceding-module-log.js'
import { MODULE_TRANSACTIONS } from '../store/activity-tables.js'
import { ALLOWANCE_TRANSFERS } from '../store/allowance-transfer-table.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'

/**
 * Records the batch's spending-limit transfers, each linked to the module transaction of the batch that made it (run
 * after the Safe events are planned, so their module transactions are in `writes`).
 */
export function recordAllowanceTransfers(batch: Batch, writes: BatchWrites): void {
  const modules = writes.rowsOf(MODULE_TRANSACTIONS)
  for (const transfer of batch.allowanceTransfers) {
    const { log } = transfer
    writes.insert(ALLOWANCE_TRANSFERS, {
      chainId: batch.chainId,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      safe: transfer.safe,
      module: transfer.module,
      delegate: transfer.delegate,
      token: transfer.token,
      toAddress: transfer.to,
      value: transfer.value.toString(),
      nonce: transfer.nonce,
      moduleLogIndex: precedingModuleLog(modules, transfer)?.logIndex ?? null,
    })
  }
}
