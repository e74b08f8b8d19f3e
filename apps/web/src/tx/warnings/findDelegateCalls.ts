import { delegateCallsIn, isSafeMultiSend } from '@concord/protocol'
import { getAddress, type Hex, isAddress } from 'viem'

/** A call as a Safe transaction (or a batch entry) carries it. */
export type CallLike = { to: string; data: Hex | null; operation: 0 | 1 }

/**
 * A DELEGATECALL found in a transaction: its target and where it sits (`path` is its index in each batch on the way
 * down: [] for the transaction itself, [1, 0] for the first call of the batch that is the second call of the batch).
 * `unreadable` marks a call to MultiSend whose batch cannot be read (malformed, or nested too deep): nothing proves
 * what it runs, so it is never trusted.
 */
export type DelegateCall = { target: string; path: readonly number[]; unreadable: boolean }

/**
 * Every DELEGATECALL a transaction makes, at any depth: the call itself and, inside MultiSend / MultiSendCallOnly
 * batches (nested ones too, whatever their operation, up to the protocol's MAX_BATCH_DEPTH, the gateway's limit too),
 * each entry, decoded from the transaction's own calldata.
 */
export function findDelegateCalls(call: CallLike): DelegateCall[] {
  return delegateCallsIn(call, { isBatchTarget: isSafeMultiSend }).map(({ to, path, unreadable }) => ({
    target: isAddress(to, { strict: false }) ? getAddress(to) : to,
    path,
    unreadable,
  }))
}

/** Where a found call sits, in words: "the transaction itself" or "call 2 › 1 of the batch" (1-based). */
export function delegateCallPlace(path: readonly number[]): string {
  if (path.length === 0) return 'the transaction itself'
  const steps = path.map((index) => index + 1).join(' › ')
  return path.length === 1 ? `call ${steps} of the batch` : `call ${steps} of the nested batches`
}
