import { decodeMultiSendData, MULTI_SEND_SELECTOR, type MultiSendTransaction } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { isTrustedDelegateTarget } from '../contracts/index.js'

/** A DELEGATECALL to a target outside the trusted list: its indexes through the nested batches ([] = the call itself). */
export type UntrustedDelegateCall = { path: number[]; to: Address }

/** The part of a transaction (or of a call in a batch) that decides what runs with the Safe's storage. */
type Call = { operation: number; to: Address; data: Hex | null }

// No batch tool nests this deep; a deeper batch is reported itself rather than unpacked without end.
const MAX_DEPTH = 16

/** The calls of a batch (null when it cannot be unpacked), or undefined when `call` does not carry a batch. */
function batchCalls(chain: ChainRuntime, call: Call, depth: number): MultiSendTransaction[] | null | undefined {
  // A batch is multiSend calldata to a trusted target (MultiSend, MultiSendCallOnly or a configured one).
  if (call.data === null || !call.data.toLowerCase().startsWith(MULTI_SEND_SELECTOR)) return undefined
  if (!isTrustedDelegateTarget(chain, call.to)) return undefined
  if (depth >= MAX_DEPTH) return null
  try {
    return decodeMultiSendData(call.data)
  } catch {
    return null
  }
}

function visit(chain: ChainRuntime, call: Call, path: number[], found: UntrustedDelegateCall[]): void {
  if (call.operation === 1 && !isTrustedDelegateTarget(chain, call.to)) {
    found.push({ path, to: call.to })
    return
  }
  const calls = batchCalls(chain, call, path.length)
  // Whatever a batch we cannot read would call cannot be checked, so the batch stands for it.
  if (calls === null) found.push({ path, to: call.to })
  calls?.forEach((inner, index) => {
    visit(chain, inner, [...path, index], found)
  })
}

/**
 * Every DELEGATECALL to an untrusted target in a transaction, its own first, then those in the MultiSend batches it
 * carries at any depth (whatever the batch's own operation: a call that would only revert is refused all the same).
 * A delegatecall runs foreign code with the Safe's storage; wrapped in a trusted MultiSend it is no less dangerous.
 */
export function untrustedDelegateCalls(chain: ChainRuntime, call: Call): UntrustedDelegateCall[] {
  const found: UntrustedDelegateCall[] = []
  visit(chain, call, [], found)
  return found
}
