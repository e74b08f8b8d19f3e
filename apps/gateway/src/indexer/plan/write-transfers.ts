import { TRANSFERS } from '../store/activity-tables.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'

/** A native-coin move: where and when it happened, who sent it, who received it, and how much. */
export type NativeTransfer = {
  txHash: string
  logIndex: number
  blockNumber: number
  date: number
  from: string
  to: string
  value: bigint
}

/** Records a native-coin transfer. */
export function recordNativeTransfer(writes: BatchWrites, chainId: string, transfer: NativeTransfer): void {
  writes.insert(TRANSFERS, {
    chainId,
    txHash: transfer.txHash,
    logIndex: transfer.logIndex,
    blockNumber: transfer.blockNumber,
    executionDate: transfer.date,
    tokenType: 'NATIVE',
    tokenAddress: null,
    fromAddress: transfer.from,
    toAddress: transfer.to,
    value: transfer.value.toString(),
    tokenId: null,
  })
}
