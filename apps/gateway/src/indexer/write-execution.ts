import type { Hex } from 'viem'
import type { Batch } from './apply-batch.js'
import type { BatchWriter } from './batch-writer.js'
import { internalNativeMoves } from './internal-native-moves.js'
import type { SafeEvent } from './safe-events.js'
import { type CheckedBy, signatureOwners } from './signature-owners.js'
import { APPROVED_HASHES, CONFIRMATIONS, MULTISIG_TRANSACTIONS, TRANSFERS } from './table-specs.js'

/**
 * A SafeMultiSigTransaction waiting for its ExecutionSuccess/Failure. `checked`: the owners and threshold the chain
 * checked the signatures against (L2 events), null when the signatures come from elsewhere (calldata, a proposal).
 */
export type PendingExec = {
  event: SafeEvent
  nonce: number
  threshold: number
  safeTxHash: Hex
  checked: CheckedBy | null
}

/** Records an executed multisig transaction, its confirmations and any ETH it sent. */
export async function writeExecution(
  writer: BatchWriter,
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
  const data = args.data === '0x' ? null : (args.data as string)
  writer.insert(MULTISIG_TRANSACTIONS, [
    chainId,
    safe,
    pending.safeTxHash,
    args.to,
    String(args.value),
    data,
    Number(args.operation),
    String(args.safeTxGas),
    String(args.baseGas),
    String(args.gasPrice),
    args.gasToken,
    args.refundReceiver,
    pending.nonce,
    log.transactionHash,
    log.blockNumber,
    log.logIndex,
    executionDate,
    facts?.from ?? null,
    ok,
    String(result.args.payment ?? 0n),
    facts === undefined ? null : facts.fee.toString(),
    args.signatures,
    pending.threshold,
    true,
    executionDate,
    executionDate,
  ])
  for (const { part, owner } of await signatureOwners(pending.safeTxHash, args.signatures as Hex, pending.checked)) {
    writer.insert(CONFIRMATIONS, [
      chainId,
      pending.safeTxHash,
      owner,
      part.signature,
      part.type,
      executionDate,
      log.blockNumber,
    ])
  }
  if (!ok) return
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
    recordNativeTransfer(
      writer,
      chainId,
      log.transactionHash,
      logIndex,
      log.blockNumber,
      executionDate,
      safe,
      move.to,
      move.value,
    )
  }
}

// Internal moves have no log of their own; their ids live far above real log indexes (< 10^6 per block in practice).
const INTERNAL_LOG_INDEX_BASE = 1_000_000

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

/** Records an on-chain approveHash and, when the transaction is known by then, a confirmation for it. */
export function writeApprovedHash(writer: BatchWriter, chainId: string, safe: string, event: SafeEvent, date: number) {
  const hash = String(event.args.approvedHash).toLowerCase()
  const { log } = event
  writer.insert(APPROVED_HASHES, [
    chainId,
    safe,
    hash,
    event.args.owner,
    log.transactionHash,
    log.blockNumber,
    log.logIndex,
    date,
  ])
  // Reads multisig_transactions as written so far (the writer runs every earlier row first).
  writer.statement(
    `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date, block_number)
     select $1, $2, $3, null, 'APPROVED_HASH', $4, $5 from multisig_transactions
     where chain_id = $1 and safe_tx_hash = $2 and safe = $6 on conflict do nothing`,
    [chainId, hash, event.args.owner, date, log.blockNumber, safe],
  )
}

/** Records a native-coin transfer. */
export function recordNativeTransfer(
  writer: BatchWriter,
  chainId: string,
  txHash: string,
  logIndex: number,
  block: number,
  date: number,
  from: string,
  to: string,
  value: bigint,
) {
  writer.insert(TRANSFERS, [chainId, txHash, logIndex, block, date, 'NATIVE', null, from, to, value.toString(), null])
}
