import { safeAbi } from '@concord/protocol'
import { type Address, type ContractFunctionArgs, type ContractFunctionName, encodeFunctionData } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'

/** A settings form's outcome: the draft to review, or the fields to fix with what is wrong in words. */
export type SettingsPlan<Field extends string> =
  | { ok: true; draft: TxDraft }
  | { ok: false; errors: Partial<Record<Field, string>> }

type SafeWrite = ContractFunctionName<typeof safeAbi, 'nonpayable'>

/**
 * A draft of one call from the Safe to itself (every owner, threshold, module, guard and handler change is one),
 * encoded with the Safe ABI: these functions are the same in 1.3.0 and 1.4.1.
 */
export function selfCallDraft<Name extends SafeWrite>(
  safe: Address,
  title: string,
  functionName: Name,
  args: ContractFunctionArgs<typeof safeAbi, 'nonpayable', Name>,
): { ok: true; draft: TxDraft } {
  const data = encodeFunctionData({ abi: safeAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  return { ok: true, draft: { title, origin: 'settings', calls: [{ to: safe, value: '0', data, operation: 0 }] } }
}

/** Says the threshold range in words when `threshold` is not a whole number in 1..`owners`; null when it is. */
export function thresholdError(threshold: number, owners: number): string | null {
  if (Number.isInteger(threshold) && threshold >= 1 && threshold <= owners) return null
  return owners === 1
    ? 'Threshold must be 1: the Safe would have one owner.'
    : `Threshold must be between 1 and ${owners}, the number of owners.`
}
