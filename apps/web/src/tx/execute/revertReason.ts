import { revertReason } from '@concord/protocol'
import { BaseError, type Hex } from 'viem'

/** The revert data inside a viem error from eth_call/estimateGas, if the node sent any. */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}

/** Why a call failed, in words: the decoded revert reason when there is one, else the error's short message. */
export function failureReason(error: unknown): string {
  const data = revertDataOf(error)
  if (data !== undefined) return revertReason(data)
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
