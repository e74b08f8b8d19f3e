import { decodeCall } from '@concord/protocol'
import { type Hex, isAddressEqual, parseAbi } from 'viem'
import type { FlatCall } from '../review/flattenCalls'

/** An amount leaving the Safe: native (`token` null) or an ERC-20 at `token`. */
export type BalanceChange = { token: string | null; amount: bigint; to: string }

const erc20Abi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
])

/** The transfer a CALL makes, if it is one: native value, ERC-20 `transfer`, or `transferFrom` out of `safe`. */
export function transferOf(call: Pick<FlatCall, 'to' | 'value' | 'data' | 'operation'>, safe?: string) {
  if (call.operation !== 0) return null
  if (call.data === '0x' || call.data.length < 10) {
    return call.value > 0n ? { token: null, amount: call.value, to: call.to } : null
  }
  try {
    const decoded = decodeCall(erc20Abi, call.data)
    if (decoded?.functionName === 'transfer') {
      return { token: call.to, amount: decoded.args[1], to: decoded.args[0] as string }
    }
    if (decoded && safe && isAddressEqual(decoded.args[0], safe as Hex)) {
      return { token: call.to, amount: decoded.args[2], to: decoded.args[1] as string }
    }
  } catch {
    // Not a token transfer: only its native value (if any) leaves the Safe.
  }
  return call.value > 0n ? { token: null, amount: call.value, to: call.to } : null
}

/** What leaves the Safe, summed per token, from the calls the transaction makes (DELEGATE calls are not computable). */
export function balanceChanges(safe: string, calls: readonly FlatCall[]): BalanceChange[] {
  const out: BalanceChange[] = []
  for (const call of calls) {
    const t = transferOf(call, safe)
    if (!t || t.amount === 0n || isAddressEqual(t.to as Hex, safe as Hex)) continue
    if (call.value > 0n && t.token !== null) out.push({ token: null, amount: call.value, to: call.to })
    out.push(t)
  }
  return out
}
