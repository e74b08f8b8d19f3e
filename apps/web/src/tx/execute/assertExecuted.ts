import { safeAbi } from '@concord/protocol'
import { type Address, type Hex, isAddressEqual, parseEventLogs, type TransactionReceipt } from 'viem'
import { WebAppError } from '../../errors'

/**
 * Throws, in words, when an execution did not do what it was sent for: the transaction reverted (nothing changed), or
 * the Safe ran it but its call failed (ExecutionFailure: the nonce is used, nothing else changed).
 */
export function assertExecuted(receipt: Pick<TransactionReceipt, 'status' | 'logs'>, safe: Address, hash: Hex): void {
  if (receipt.status !== 'success') {
    throw new WebAppError(
      'EXECUTION_REVERTED',
      `The execution ${hash} reverted on chain. Nothing changed; the nonce is still free.`,
    )
  }
  const events = parseEventLogs({
    abi: safeAbi,
    logs: receipt.logs,
    eventName: ['ExecutionSuccess', 'ExecutionFailure'],
  })
  if (events.some((e) => e.eventName === 'ExecutionFailure' && isAddressEqual(e.address, safe))) {
    throw new WebAppError(
      'EXECUTION_REVERTED',
      `The Safe ran the transaction in ${hash}, but its call failed: the nonce is used, nothing else changed.`,
    )
  }
}
