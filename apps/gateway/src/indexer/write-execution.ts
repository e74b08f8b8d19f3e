import { recoverSignatureOwner, splitSignatures } from '@concord/protocol'
import type { Hex } from 'viem'
import type { Queryable } from '../db/db.js'
import type { Batch } from './apply-batch.js'
import { internalNativeMoves } from './internal-native-moves.js'
import type { SafeEvent } from './safe-events.js'

/** A SafeMultiSigTransaction waiting for its ExecutionSuccess/Failure. */
export type PendingExec = { event: SafeEvent; nonce: number; threshold: number; safeTxHash: Hex }

/** Stores an executed multisig transaction, its confirmations and any ETH it sent. */
export async function writeExecution(
  tx: Queryable,
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
  await tx.query(
    `insert into multisig_transactions (chain_id, safe, safe_tx_hash, to_address, value, data, operation, safe_tx_gas,
       base_gas, gas_price, gas_token, refund_receiver, nonce, tx_hash, block_number, log_index, execution_date,
       executor, is_successful, payment, fee, signatures, confirmations_required, trusted, submission_date, modified)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       true, $17, $17)
     on conflict (chain_id, safe_tx_hash) do update set tx_hash = excluded.tx_hash, block_number = excluded.block_number,
       log_index = excluded.log_index, execution_date = excluded.execution_date, executor = excluded.executor,
       is_successful = excluded.is_successful, payment = excluded.payment, fee = excluded.fee,
       signatures = excluded.signatures, confirmations_required = excluded.confirmations_required, trusted = true,
       modified = excluded.modified`,
    [
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
    ],
  )
  for (const part of safeSplit(args.signatures as Hex)) {
    let owner: string
    try {
      owner = await recoverSignatureOwner({ hash: pending.safeTxHash, signature: part })
    } catch {
      continue
    }
    await tx.query(
      `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date, block_number)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [chainId, pending.safeTxHash, owner, part.signature, part.type, executionDate, log.blockNumber],
    )
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
    const received = batch.events.some(
      (e) =>
        e.name === 'SafeReceived' &&
        e.log.transactionHash === log.transactionHash &&
        e.log.address.toLowerCase() === move.to.toLowerCase() &&
        e.args.value === move.value,
    )
    if (received) continue
    // The first move keeps the execution's log index (as before); batch members get distinct synthetic ones above
    // any real log index of the block.
    const logIndex = index === 0 ? log.logIndex : INTERNAL_LOG_INDEX_BASE + log.logIndex * 1000 + index
    await insertNativeTransfer(
      tx,
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

function safeSplit(signatures: Hex) {
  try {
    return splitSignatures(signatures)
  } catch {
    return []
  }
}

/** Stores an on-chain approveHash and, when the transaction is known, a confirmation for it. */
export async function writeApprovedHash(tx: Queryable, chainId: string, safe: string, event: SafeEvent, date: number) {
  const hash = String(event.args.approvedHash).toLowerCase()
  const { log } = event
  await tx.query(
    `insert into approved_hashes (chain_id, safe, hash, owner, tx_hash, block_number, log_index, execution_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
    [chainId, safe, hash, event.args.owner, log.transactionHash, log.blockNumber, log.logIndex, date],
  )
  await tx.query(
    `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date, block_number)
     select $1, $2, $3, null, 'APPROVED_HASH', $4, $5 from multisig_transactions
     where chain_id = $1 and safe_tx_hash = $2 and safe = $6 on conflict do nothing`,
    [chainId, hash, event.args.owner, date, log.blockNumber, safe],
  )
}

/** Stores a native-coin transfer. */
export async function insertNativeTransfer(
  tx: Queryable,
  chainId: string,
  txHash: string,
  logIndex: number,
  block: number,
  date: number,
  from: string,
  to: string,
  value: bigint,
) {
  await tx.query(
    `insert into transfers (chain_id, tx_hash, log_index, block_number, execution_date, token_type, token_address,
       from_address, to_address, value, token_id)
     values ($1, $2, $3, $4, $5, 'NATIVE', null, $6, $7, $8, null) on conflict do nothing`,
    [chainId, txHash, logIndex, block, date, from, to, value.toString()],
  )
}
