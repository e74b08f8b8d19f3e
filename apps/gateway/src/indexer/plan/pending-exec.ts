import type { Hex } from 'viem'
import type { SafeEvent } from '../fetch/safe-events.js'
import type { CheckedBy } from './signature-owners.js'

/**
 * A SafeMultiSigTransaction waiting for its ExecutionSuccess/Failure. `checked`: the owners and threshold the chain
 * checked the signatures against (L2 events), null when the signatures come from elsewhere (calldata, a proposal).
 */
export type PendingExec = {
  event: SafeEvent
  nonce: number
  threshold: number
  safeTxHash: Hex
  checked: CheckedBy | null
}
