import { decodeFunctionData, type Hex } from 'viem'
import { MULTISEND_ABI } from '../../decoder/known-abis.js'
import { unpackMultiSend } from '../../decoder/unpack-multisend.js'

/** Ether a Safe sends out of its own balance while running one executed SafeTx. */
type NativeMove = { to: string; value: bigint }

/**
 * The native-coin moves of a successful SafeTx: its own value on a CALL, or, for a DELEGATECALL to MultiSend /
 * MultiSendCallOnly, every CALL with value inside the batch (they run in the Safe's context, so the Safe pays; the batch
 * reverts as a whole, so success means each one happened). Decoded from the SafeTx, no trace needed.
 */
export function internalNativeMoves(tx: { to: string; value: bigint; data: Hex; operation: number }): NativeMove[] {
  if (tx.operation === 0) return tx.value > 0n ? [{ to: tx.to, value: tx.value }] : []
  let transactions: Hex
  try {
    const decoded = decodeFunctionData({ abi: MULTISEND_ABI, data: tx.data })
    transactions = decoded.args[0]
  } catch {
    return []
  }
  return (unpackMultiSend(transactions) ?? [])
    .filter((call) => call.operation === 0 && BigInt(call.value) > 0n)
    .map((call) => ({ to: call.to, value: BigInt(call.value) }))
}
