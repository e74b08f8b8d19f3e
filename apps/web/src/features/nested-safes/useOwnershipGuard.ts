import { applyOwnerChange, explainOwnershipDeadlock, findOwnershipDeadlock } from '@concord/protocol'
import { useState } from 'react'
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { TxDraft } from '../../tx-draft/txDraft'
import { readOwnershipTree } from './readOwnershipTree'

/**
 * Safe's deadlock check for the owner forms: `blocks(draft)` reads the ownership tree and is true (keeping the
 * explanation in `message`) when the draft's owner change would leave Safes owning each other in a loop, or no key
 * able to reach the threshold. The gateway refuses the same proposal; this says so before the wallet is asked.
 */
export function useOwnershipGuard(safe: { owners: readonly Address[]; threshold: number }) {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  const [message, setMessage] = useState<string | null>(null)
  const blocks = async (draft: TxDraft): Promise<boolean> => {
    const [call] = draft.calls
    const next =
      call && call.operation === 0 && isAddressEqual(call.to as Address, address)
        ? applyOwnerChange({ owners: safe.owners, threshold: safe.threshold }, call.data as Hex)
        : null
    if (next === null) return false
    const tree = await readOwnershipTree(gateway, chain.chainId, next.owners)
    tree.delete(address.toLowerCase())
    const deadlock = findOwnershipDeadlock(getAddress(address), next, tree)
    setMessage(deadlock ? explainOwnershipDeadlock(deadlock) : null)
    return deadlock !== null
  }
  return { message, blocks }
}
