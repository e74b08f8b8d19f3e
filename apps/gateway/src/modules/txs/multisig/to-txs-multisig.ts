import type { TxsConfirmation, TxsMultisigTransaction } from '@concord/gateway-schema'
import type { Hex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import type { SafeRow } from '../../safes/index.js'
import { countedConfirmations, type MultisigRow, requiredConfirmations } from '../../transactions/index.js'

type StoredConfirmation = MultisigRow['confirmations'][number]

/** Unix milliseconds as the Transaction Service's ISO 8601 dates. */
export const isoDate = (ms: number): string => new Date(ms).toISOString()

/**
 * An approval made on chain (approveHash, or being the executor) has no signature stored; the Transaction Service
 * shows it as the pre-validated signature the Safe accepts for it: r = owner, s = 0, v = 1.
 */
function approvedHashSignature(owner: string): Hex {
  return `0x${owner.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}01`
}

/** A stored confirmation in the Transaction Service's shape. */
export function toTxsConfirmation(c: StoredConfirmation): TxsConfirmation {
  const signatureType = c.signatureType as TxsConfirmation['signatureType']
  return {
    owner: c.owner,
    submissionDate: isoDate(c.submissionDate),
    transactionHash: null,
    signature: c.signature ?? approvedHashSignature(c.owner),
    signatureType,
  }
}

/**
 * A multisig transaction as the Transaction Service sends it; what the index does not hold (gas used) is null. Its
 * confirmations are the ones that count, as on the wallet's API: an owner removed after confirming a transaction not
 * executed yet is left out (the Transaction Service deletes such confirmations when it indexes the removal), so
 * protocol-kit does not execute it with a signature the Safe refuses (GS026).
 */
export function toTxsMultisig(chain: ChainRuntime, row: MultisigRow, safe: SafeRow): TxsMultisigTransaction {
  const executed = row.txHash !== null
  return {
    safe: row.safe,
    to: row.to,
    value: row.value,
    data: row.data,
    operation: row.operation === 1 ? 1 : 0,
    gasToken: row.gasToken,
    safeTxGas: row.safeTxGas,
    baseGas: row.baseGas,
    gasPrice: row.gasPrice,
    refundReceiver: row.refundReceiver,
    nonce: String(row.nonce),
    executionDate: row.executionDate === null ? null : isoDate(row.executionDate),
    submissionDate: isoDate(row.submissionDate),
    modified: isoDate(row.modified),
    blockNumber: row.blockNumber,
    transactionHash: row.txHash,
    safeTxHash: row.safeTxHash,
    proposer: row.proposer,
    proposedByDelegate: row.proposedByDelegate,
    executor: row.executor,
    isExecuted: executed,
    isSuccessful: executed ? row.isSuccessful : null,
    ethGasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    gasUsed: null,
    fee: row.fee,
    origin: row.origin ?? '{}',
    dataDecoded: row.data === null ? null : chain.decoder.decode(row.data, row.to),
    confirmationsRequired: requiredConfirmations(row, safe),
    confirmations: countedConfirmations(row, safe).map(toTxsConfirmation),
    trusted: row.trusted,
    signatures: row.signatures,
  }
}
