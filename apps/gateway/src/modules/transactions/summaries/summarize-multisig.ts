import type { TransactionSummary } from '@concord/gateway-schema'
import { makeMultisigTxId } from '@concord/protocol'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { plainAddress } from '../../../wire/address-info.js'
import type { SafeState } from '../../safes/index.js'
import { countedConfirmations } from '../confirm/counted-confirmations.js'
import type { MultisigRow } from '../store/transaction-rows.js'
import { classifyTxInfo } from './classify-tx-info.js'
import { noteOf, safeAppInfo } from './origin-info.js'

// An executed same-nonce tx is not indexed at once; a fully signed tx stays "awaiting execution" this long.
const STATUS_GRACE_MS = 60_000

/** confirmationsRequired: the threshold when it executed, else the current one. */
export function requiredConfirmations(row: MultisigRow, safe: SafeState): number {
  return row.confirmationsRequired ?? safe.threshold
}

/** txStatus of a multisig transaction (gateway-api.md §4.4); only current owners' confirmations count. */
export function multisigStatus(row: MultisigRow, safe: SafeState, now = Date.now()): TransactionSummary['txStatus'] {
  if (row.txHash !== null) return row.isSuccessful ? 'SUCCESS' : 'FAILED'
  const enough = countedConfirmations(row, safe).length >= requiredConfirmations(row, safe)
  if (safe.nonce > row.nonce) {
    return enough && now - row.modified < STATUS_GRACE_MS ? 'AWAITING_EXECUTION' : 'CANCELLED'
  }
  return enough ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS'
}

/** Whether the gas/refund fields are all unset (part of the rejection test). */
export function gasFieldsEmpty(row: MultisigRow): boolean {
  const zero = '0x0000000000000000000000000000000000000000'
  const none =
    row.baseGas === '0' &&
    row.gasPrice === '0' &&
    row.safeTxGas === '0' &&
    row.gasToken === zero &&
    row.refundReceiver === zero
  const all =
    row.baseGas !== '0' &&
    row.gasPrice !== '0' &&
    row.safeTxGas !== '0' &&
    row.gasToken !== zero &&
    row.refundReceiver !== zero
  return none || all
}

/** A multisig transaction as a list item's `transaction`. */
export function summarizeMultisig(
  chain: ChainRuntime,
  row: MultisigRow,
  safe: SafeState,
  tokens: ReadonlyMap<string, TokenRow>,
): TransactionSummary {
  const txStatus = multisigStatus(row, safe)
  const counted = countedConfirmations(row, safe)
  const signed = new Set(counted.map((c) => c.owner))
  return {
    id: makeMultisigTxId(row.safe, row.safeTxHash),
    txHash: row.txHash,
    timestamp: row.executionDate ?? row.submissionDate,
    txStatus,
    txInfo: classifyTxInfo(chain, { ...row, safe: row.safe }, tokens, {
      isMultisig: true,
      gasFieldsEmpty: gasFieldsEmpty(row),
    }),
    executionInfo: {
      type: 'MULTISIG',
      nonce: row.nonce,
      confirmationsRequired: requiredConfirmations(row, safe),
      confirmationsSubmitted: counted.length,
      missingSigners:
        txStatus === 'AWAITING_CONFIRMATIONS'
          ? safe.owners.filter((owner) => !signed.has(owner)).map(plainAddress)
          : null,
      ...(row.proposedByDelegate ? { proposedByDelegate: row.proposedByDelegate } : {}),
    },
    safeAppInfo: safeAppInfo(chain, row.origin),
    note: noteOf(row.origin),
  }
}
