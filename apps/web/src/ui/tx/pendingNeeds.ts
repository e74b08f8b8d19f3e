import type { TransactionSummary } from '@concord/gateway-client'
import { isAddressEqual } from 'viem'

/** What a pending transaction waits for, from the point of view of the connected wallet. */
export type PendingNeeds =
  | { kind: 'your-signature'; text: 'Needs your signature' }
  | { kind: 'execution'; text: 'Needs execution' }
  | { kind: 'confirmations'; text: string }

/**
 * "Needs your signature" when `account` is among the owners who have not confirmed, "Needs execution" once the
 * threshold is met, otherwise how many confirmations are still missing (the wallet signed already or is no owner).
 */
export function pendingNeeds(tx: TransactionSummary, account: string | undefined): PendingNeeds {
  const info = tx.executionInfo
  const multisig = info?.type === 'MULTISIG' ? info : null
  const enough = multisig ? multisig.confirmationsSubmitted >= multisig.confirmationsRequired : false
  if (tx.txStatus === 'AWAITING_EXECUTION' || enough) return { kind: 'execution', text: 'Needs execution' }
  const missing = multisig?.missingSigners ?? []
  if (account && missing.some((signer) => isAddressEqual(signer.value, account as `0x${string}`))) {
    return { kind: 'your-signature', text: 'Needs your signature' }
  }
  const count = multisig ? Math.max(multisig.confirmationsRequired - multisig.confirmationsSubmitted, 0) : 0
  return { kind: 'confirmations', text: `Needs ${count} more confirmation${count === 1 ? '' : 's'}` }
}
