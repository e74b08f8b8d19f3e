import { type Address, getAddress, type Hex, hexToBigInt } from 'viem'

/** One call packed in a MultiSend `transactions` blob. */
export type PackedCall = { operation: number; to: Address; value: string; data: Hex | null }

/**
 * Splits MultiSend's packed encoding: operation (1 byte) ‖ to (20) ‖ value (32) ‖ data length (32) ‖ data.
 * Returns null when the blob is truncated, so callers can fall back to showing raw bytes.
 */
export function unpackMultiSend(transactions: Hex): PackedCall[] | null {
  const hex = transactions.slice(2)
  const calls: PackedCall[] = []
  let i = 0
  while (i < hex.length) {
    if (i + (1 + 20 + 32 + 32) * 2 > hex.length) return null
    const operation = Number.parseInt(hex.slice(i, i + 2), 16)
    const to = getAddress(`0x${hex.slice(i + 2, i + 42)}`)
    const value = hexToBigInt(`0x${hex.slice(i + 42, i + 106)}`).toString()
    const length = Number(hexToBigInt(`0x${hex.slice(i + 106, i + 170)}`))
    const start = i + 170
    const end = start + length * 2
    if (!Number.isSafeInteger(length) || end > hex.length) return null
    calls.push({ operation, to, value, data: length === 0 ? null : (`0x${hex.slice(start, end)}` as Hex) })
    i = end
  }
  return calls
}
