import { decodeCall } from '@concord/protocol'
import { type Hex, isAddressEqual, parseAbi } from 'viem'
import type { FlatCall } from '../review/flattenCalls'

/** The calls that grant a spender rights over the Safe's tokens (ERC-20 and ERC-721 share `approve`'s selector). */
export const approvalCallsAbi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
])

/**
 * One right a transaction grants: `value` is the ERC-20 amount in base units (or the ERC-721 token id, which of the
 * two the token's type says), null for setApprovalForAll, which grants (`approved`) or withdraws every token id.
 */
export type Approval = {
  /** The call's place among the transaction's calls, MultiSend batches unpacked (flattenCalls' order). */
  callIndex: number
  token: string
  spender: string
  functionName: 'approve' | 'increaseAllowance' | 'setApprovalForAll'
  value: bigint | null
  approved: boolean
}

// Tokens treat max uint256 as "never decreases"; anything from 2^255 up is as good as unlimited for a spender.
const UNLIMITED_FROM = 2n ** 255n

/** Whether an ERC-20 allowance is as good as unlimited (max uint256, or 2^255 and above). */
export function isUnlimited(amount: bigint): boolean {
  return amount >= UNLIMITED_FROM
}

/** The approval one call grants, if it is approve / increaseAllowance / setApprovalForAll on a contract other than the Safe. */
function approvalOf(call: FlatCall, callIndex: number, safe: string): Approval | null {
  if (call.operation !== 0 || call.data.length < 10 || isAddressEqual(call.to as Hex, safe as Hex)) return null
  try {
    const decoded = decodeCall(approvalCallsAbi, call.data)
    if (!decoded) return null
    const [spender, second] = decoded.args
    const base = { callIndex, token: call.to, spender, functionName: decoded.functionName }
    return typeof second === 'boolean'
      ? { ...base, value: null, approved: second }
      : { ...base, value: second, approved: true }
  } catch {
    return null
  }
}

/** Every approval among a transaction's calls (MultiSend batches already unpacked by flattenCalls), in call order. */
export function approvalsOf(calls: readonly FlatCall[], safe: string): Approval[] {
  return calls.flatMap((call, index) => approvalOf(call, index, safe) ?? [])
}
