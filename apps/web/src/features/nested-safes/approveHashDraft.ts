import { safeAbi } from '@concord/protocol'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { TxDraft } from '../../tx-draft/txDraft'
import { shortenAddress } from '../../ui/AddressView'

/** The parent's transaction that confirms a nested Safe's transaction on chain: nested.approveHash(safeTxHash). */
export function approveHashDraft(nested: Address, safeTxHash: Hex): TxDraft {
  const data = encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [safeTxHash] })
  return {
    title: `Approve nested Safe ${shortenAddress(nested)}'s transaction ${safeTxHash.slice(0, 10)}…`,
    origin: 'contract',
    calls: [{ to: nested, value: '0', data, operation: 0 }],
  }
}

/** Whether calldata is approveHash(safeTxHash): the parent's approval of that nested transaction. */
export function approvesHash(data: string | null, safeTxHash: string): boolean {
  if (!data) return false
  const expected = encodeFunctionData({ abi: safeAbi, functionName: 'approveHash', args: [safeTxHash as Hex] })
  return data.toLowerCase() === expected.toLowerCase()
}
