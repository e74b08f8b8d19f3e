import type { Batch } from '../fetch/batch.js'
import { TOKEN_APPROVALS } from '../store/approval-table.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'

/** Records the batch's ERC-20 approvals and ApprovalForAlls given by indexed Safes. */
export function recordTokenApprovals(batch: Batch, writes: BatchWrites): void {
  for (const approval of batch.approvals) {
    writes.insert(TOKEN_APPROVALS, {
      chainId: batch.chainId,
      txHash: approval.log.transactionHash,
      logIndex: approval.log.logIndex,
      blockNumber: approval.log.blockNumber,
      safe: approval.safe,
      token: approval.token,
      spender: approval.spender,
      kind: approval.kind,
      value: approval.value.toString(),
    })
  }
}
