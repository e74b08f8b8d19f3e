import type { SafeTransactionData } from '@concord/protocol'
import type { Hex } from 'viem'

/** The arguments of `execTransaction` for a SafeTx and its signatures blob, in the contract's order. */
export function execTransactionArgs(tx: SafeTransactionData, signatures: Hex) {
  return [
    tx.to,
    tx.value,
    tx.data,
    tx.operation,
    tx.safeTxGas,
    tx.baseGas,
    tx.gasPrice,
    tx.gasToken,
    tx.refundReceiver,
    signatures,
  ] as const
}
