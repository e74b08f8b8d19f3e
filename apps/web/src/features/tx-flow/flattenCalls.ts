import { canonicalAddresses, decodeMultiSendData, MULTI_SEND_SELECTOR, SAFE_VERSIONS } from '@concord/protocol'
import { type Hex, isAddressEqual } from 'viem'

/** One call a transaction makes, after unpacking MultiSend batches; `batchIndex` is its place in the batch. */
export type FlatCall = { to: string; value: bigint; data: Hex; operation: 0 | 1; batchIndex: number | null }

/** MultiSend and MultiSendCallOnly of every known Safe version: a DELEGATE call to them runs a batch. */
export function isMultiSend(address: string): boolean {
  return SAFE_VERSIONS.some((v) => {
    const c = canonicalAddresses[v]
    return isAddressEqual(address as Hex, c.MultiSend) || isAddressEqual(address as Hex, c.MultiSendCallOnly)
  })
}

/**
 * The calls a Safe transaction really makes: a `multiSend` DELEGATE call to a known MultiSend is unpacked into its
 * batch (so warnings and balance changes see inside it); anything else is one call.
 */
export function flattenCalls(call: { to: string; value: string | bigint; data: Hex; operation: 0 | 1 }): FlatCall[] {
  const top: FlatCall = { ...call, value: BigInt(call.value), batchIndex: null }
  if (call.operation !== 1 || !isMultiSend(call.to) || !call.data.toLowerCase().startsWith(MULTI_SEND_SELECTOR)) {
    return [top]
  }
  try {
    return decodeMultiSendData(call.data).map((tx, index) => ({
      to: tx.to,
      value: tx.value,
      data: tx.data,
      operation: tx.operation,
      batchIndex: index,
    }))
  } catch {
    return [top]
  }
}
