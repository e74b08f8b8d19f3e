import type { TransactionDetails } from '@concord/gateway-client'
import { buildSafeTransactionData, type SafeTransactionData, type SafeTransactionDataInput } from '@concord/protocol'

type MultisigInfo = Extract<TransactionDetails['detailedExecutionInfo'], { type: 'MULTISIG' }>

/** The SafeTx fields, unparsed, of a multisig transaction as the gateway sent them (execution info and txData). */
export function safeTxInputOf(
  exec: MultisigInfo,
  txData: NonNullable<TransactionDetails['txData']>,
): SafeTransactionDataInput {
  return {
    to: txData.to.value,
    value: txData.value ?? '0',
    data: txData.hexData ?? '0x',
    operation: txData.operation,
    safeTxGas: exec.safeTxGas,
    baseGas: exec.baseGas,
    gasPrice: exec.gasPrice,
    gasToken: exec.gasToken,
    refundReceiver: exec.refundReceiver.value,
    nonce: exec.nonce,
  }
}

/** The SafeTx fields of a multisig transaction as the gateway sent them (hash-check them before use), or null. */
export function safeTxFromDetails(details: TransactionDetails): SafeTransactionData | null {
  const exec = details.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || !details.txData) return null
  try {
    return buildSafeTransactionData(safeTxInputOf(exec, details.txData))
  } catch {
    return null
  }
}
