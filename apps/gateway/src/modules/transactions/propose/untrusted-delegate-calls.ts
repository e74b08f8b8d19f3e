import { delegateCallsIn } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { isTrustedDelegateTarget } from '../../contracts/index.js'

/** A DELEGATECALL to a target outside the trusted list: its indexes through the nested batches ([] = the call itself). */
export type UntrustedDelegateCall = { path: number[]; to: Address }

/** The part of a transaction (or of a call in a batch) that decides what runs with the Safe's storage. */
type Call = { operation: number; to: Address; data: Hex | null }

/**
 * Every DELEGATECALL to an untrusted target in a transaction, its own first, then those in the MultiSend batches it
 * carries at any depth (whatever the batch's own operation: a call that would only revert is refused all the same).
 * A batch is multiSend calldata to a trusted target (MultiSend, MultiSendCallOnly or a configured one); one that
 * cannot be read (malformed, or nested deeper than the protocol's MAX_BATCH_DEPTH, the web app's limit too) stands
 * for whatever it would call. A delegatecall runs foreign code with the Safe's storage; wrapped in a trusted MultiSend
 * it is no less dangerous.
 */
export function untrustedDelegateCalls(chain: ChainRuntime, call: Call): UntrustedDelegateCall[] {
  const trusted = (to: string) => isTrustedDelegateTarget(chain, to)
  return delegateCallsIn(call, { isBatchTarget: trusted })
    .filter((found) => found.unreadable || !trusted(found.to))
    .map(({ path, to }) => ({ path, to: to as Address }))
}
