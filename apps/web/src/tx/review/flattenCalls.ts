import { decodeMultiSendData, isSafeMultiSend, MULTI_SEND_SELECTOR } from '@concord/protocol'
import type { Hex } from 'viem'

/** One call a transaction makes, after unpacking MultiSend batches; `batchIndex` is its place in the batch. */
export type FlatCall = { to: string; value: bigint; data: Hex; operation: 0 | 1; batchIndex: number | null }

type Call = { to: string; value: string | bigint; data: Hex; operation: 0 | 1 }

const isBatch = (call: Call) =>
  call.operation === 1 && isSafeMultiSend(call.to) && call.data.toLowerCase().startsWith(MULTI_SEND_SELECTOR)

// A batch inside a batch (a DELEGATE call to MultiSend in it) runs its calls in place: they are unpacked too.
function unpack(call: Call): Omit<FlatCall, 'batchIndex'>[] {
  const flat = { to: call.to, value: BigInt(call.value), data: call.data, operation: call.operation }
  if (!isBatch(call)) return [flat]
  try {
    return decodeMultiSendData(call.data).flatMap((inner) => unpack(inner))
  } catch {
    return [flat]
  }
}

/**
 * The calls a Safe transaction really makes: a `multiSend` DELEGATE call to a known MultiSend is unpacked into its
 * batch, nested batches included (so warnings, balance changes and the decoded view see inside them); anything else
 * is one call.
 */
export function flattenCalls(call: Call): FlatCall[] {
  if (!isBatch(call)) return [{ ...call, value: BigInt(call.value), batchIndex: null }]
  const calls = unpack(call)
  if (calls.length === 1 && calls[0]?.data === call.data) return [{ ...calls[0], batchIndex: null }]
  return calls.map((c, index) => ({ ...c, batchIndex: index }))
}
