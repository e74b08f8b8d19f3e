import type { Hex } from 'viem'
import type { Batch } from '../fetch/batch.js'
import { internalNativeMoves } from '../fetch/internal-native-moves.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import { CONFIRMATIONS, MULTISIG_TRANSACTIONS } from '../store/activity-tables.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'
import type { PendingExec } from './pending-exec.js'
import { signatureOwners } from './signature-owners.js'
import { recordNativeTransfer } from './write-transfers.js'

/** Records an executed multisig transaction, its confirmations and any ETH it sent. */
export async function writeExecution(
  writes: BatchWrites,
  batch: Batch,
  safe: string,
  pending: PendingExec,
  result: SafeEvent,
  executionDate: number,
): Promise<void> {
  const { chainId } = batch
  const { args, log } = pending.event
  const ok = result.name === 'ExecutionSuccess'
  const facts = batch.txFacts.get(log.transactionHash)
  writes.insert(MULTISIG_TRANSACTIONS, {
    chainId,
    safe,
    safeTxHash: pending.safeTxHash,
    toAddress: args.to as string,
    value: String(args.value),
    data: args.data === '0x' ? null : (args.data as string),
    operation: Number(args.operation),
    safeTxGas: String(args.safeTxGas),
    baseGas: String(args.baseGas),
    gasPrice: String(args.gasPrice),
    gasToken: args.gasToken as string,
    refundReceiver: args.refundReceiver as string,
    nonce: pending.nonce,
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: log.logIndex,
    executionDate,
    executor: facts?.from ?? null,
    isSuccessful: ok,
    payment: String(result.args.payment ?? 0n),
    fee: facts === undefined ? null : facts.fee.toString(),
    signatures: args.signatures as string,
    confirmationsRequired: pending.threshold,
    trusted: true,
    submissionDate: executionDate,
    modified: executionDate,
  })
  for (const { part, owner } of await signatureOwners(pending.safeTxHash, args.signatures as Hex, pending.checked)) {
    writes.insert(CONFIRMATIONS, {
      chainId,
      safeTxHash: pending.safeTxHash,
      owner,
      signature: part.signature,
      signatureType: part.type,
      submissionDate: executionDate,
      blockNumber: log.blockNumber,
    })
  }
  if (ok) writeNativeMoves(writes, batch, safe, pending.event, executionDate)
}

// Internal moves have no log of their own; their ids live far above real log indexes (< 10^6 per block in practice).
const INTERNAL_LOG_INDEX_BASE = 1_000_000

/** Records the ether a successful SafeTx sent out of the Safe (its value, or the value calls of a MultiSend batch). */
function writeNativeMoves(writes: BatchWrites, batch: Batch, safe: string, event: SafeEvent, date: number): void {
  const { args, log } = event
  const moves = internalNativeMoves({
    to: args.to as string,
    value: args.value as bigint,
    data: args.data as Hex,
    operation: Number(args.operation),
  })
  for (const [index, move] of moves.entries()) {
    // A Safe recipient logs its own SafeReceived for the same ether, which is stored already.
    if (safeReceivedKeys(batch).has(receivedKey(log.transactionHash, move.to, move.value))) continue
    // The first move keeps the execution's log index (as before); batch members get distinct synthetic ones above
    // any real log index of the block.
    const logIndex = index === 0 ? log.logIndex : INTERNAL_LOG_INDEX_BASE + log.logIndex * 1000 + index
    recordNativeTransfer(writes, batch.chainId, {
      txHash: log.transactionHash,
      logIndex,
      blockNumber: log.blockNumber,
      date,
      from: safe,
      to: move.to,
      value: move.value,
    })
  }
}

const receivedKey = (txHash: string, to: string, value: unknown) => `${txHash}:${to.toLowerCase()}:${String(value)}`
const receivedByBatch = new WeakMap<Batch, Set<string>>()

/** The batch's SafeReceived events as tx:recipient:value keys (built once: a dense batch has thousands of moves). */
function safeReceivedKeys(batch: Batch): Set<string> {
  let keys = receivedByBatch.get(batch)
  if (keys === undefined) {
    keys = new Set()
    for (const e of batch.events) {
      if (e.name === 'SafeReceived') keys.add(receivedKey(e.log.transactionHash, e.log.address, e.args.value))
    }
    receivedByBatch.set(batch, keys)
  }
  return keys
}
