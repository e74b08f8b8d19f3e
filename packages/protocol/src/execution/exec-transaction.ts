import { encodeFunctionData, type Hex } from 'viem'
import { safeAbi } from '../abis/safe.js'
import type { SafeTransactionData } from '../eip712/safe-transaction-data.js'

/** The SafeTx fields `execTransaction` takes: every field but the nonce, which the Safe reads from its storage. */
export type ExecTransactionFields = Omit<SafeTransactionData, 'nonce'>

/** The arguments of `execTransaction` (Safe 1.3.0 and 1.4.1) for a SafeTx and its signatures blob, in the contract's order. */
export function execTransactionArgs(tx: ExecTransactionFields, signatures: Hex) {
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

/** The `execTransaction(...)` calldata of a SafeTx with its signatures blob (already sorted by owner). */
export function encodeExecTransaction(tx: ExecTransactionFields, signatures: Hex): Hex {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'execTransaction',
    args: execTransactionArgs(tx, signatures),
  })
}
