import type { InternalTransaction, TransactionData } from '@concord/gateway-client'
import { decodeMultiSendData, MULTI_SEND_SELECTOR } from '@concord/protocol'
import type { Hex } from 'viem'

/** One action of a batch, as listed on the details page. */
export type BatchAction = { operation: 0 | 1; to: string; value: string; data: Hex | null; method: string | null }

/**
 * The actions of a MultiSend batch: the gateway's decoded list when it sent one, else decoded in the browser from
 * the calldata; an empty list for a transaction that is not a batch.
 */
export function multiSendActions(txData: TransactionData | null): BatchAction[] {
  if (!txData) return []
  const decoded = txData.dataDecoded?.parameters?.find((p) => Array.isArray(p.valueDecoded))?.valueDecoded
  if (Array.isArray(decoded)) return (decoded as InternalTransaction[]).map(fromInternal)
  const data = txData.hexData
  if (!data?.toLowerCase().startsWith(MULTI_SEND_SELECTOR)) return []
  try {
    return decodeMultiSendData(data).map((tx) => ({
      operation: tx.operation,
      to: tx.to,
      value: tx.value.toString(),
      data: tx.data === '0x' ? null : tx.data,
      method: null,
    }))
  } catch {
    return []
  }
}

function fromInternal(tx: InternalTransaction): BatchAction {
  return { operation: tx.operation, to: tx.to, value: tx.value, data: tx.data, method: tx.dataDecoded?.method ?? null }
}
