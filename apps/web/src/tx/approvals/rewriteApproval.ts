import { decodeMultiSendData, encodeMultiSendCall } from '@concord/protocol'
import { type Address, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import type { DraftCall } from '../../tx-draft/txDraft'
import { flattenCalls } from '../review/flattenCalls'
import { approvalCallsAbi } from './approvalsOf'

type Call = { to: string; value: bigint; data: Hex; operation: 0 | 1 }

/** An ERC-20 approve / increaseAllowance call's data with its amount replaced (the spender stays). */
export function withAmount(data: Hex, amount: bigint): Hex {
  const decoded = decodeFunctionData({ abi: approvalCallsAbi, data })
  if (decoded.functionName === 'setApprovalForAll') {
    throw new Error('setApprovalForAll has no amount to edit')
  }
  const [spender] = decoded.args
  return encodeFunctionData({ abi: approvalCallsAbi, functionName: decoded.functionName, args: [spender, amount] })
}

/**
 * Rewrites the call at `target` (flattenCalls' order) inside `call`, re-encoding the MultiSend batches around it;
 * returns the call and how many flat calls it holds, so the caller can count past it.
 */
function rewriteIn(call: Call, target: number, amount: bigint): { call: Call; count: number } {
  const flat = flattenCalls(call)
  if (target < 0 || target >= flat.length) return { call, count: flat.length }
  if (flat[0]?.batchIndex === null) return { call: { ...call, data: withAmount(call.data, amount) }, count: 1 }
  let offset = 0
  const inner = decodeMultiSendData(call.data).map((c) => {
    const done = rewriteIn({ ...c, value: c.value }, target - offset, amount)
    offset += done.count
    return { ...done.call, to: done.call.to as Address }
  })
  return { call: { ...call, data: encodeMultiSendCall(inner) }, count: offset }
}

/**
 * A draft's calls with the ERC-20 approval at `callIndex` (the transaction's calls, batches unpacked) set to
 * `amount`: the call's data and every batch around it are re-encoded, so the review hashes what the proposer set.
 */
export function rewriteApproval(calls: readonly DraftCall[], callIndex: number, amount: bigint): DraftCall[] {
  let offset = 0
  return calls.map((draftCall) => {
    const done = rewriteIn(
      { ...draftCall, data: draftCall.data as Hex, value: BigInt(draftCall.value) },
      callIndex - offset,
      amount,
    )
    offset += done.count
    return { to: draftCall.to, operation: draftCall.operation, value: done.call.value.toString(), data: done.call.data }
  })
}
