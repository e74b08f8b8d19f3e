import { revertReason } from '@concord/protocol'
import { BaseError, type Hex } from 'viem'
import { walletErrorText } from '../../walletErrorText'

/** The revert data inside a viem error from eth_call/estimateGas, if the node sent any. */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((inner) => typeof (inner as { data?: unknown }).data === 'string')
  const data = (found as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}

/** Why a call failed, in words: the decoded revert reason, else the wallet/node failure in words, else the short message. */
export function failureReason(error: unknown): string {
  const data = revertDataOf(error)
  if (data !== undefined) return revertReason(data)
  const wallet = walletErrorText(error)
  if (wallet !== undefined) return wallet
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
