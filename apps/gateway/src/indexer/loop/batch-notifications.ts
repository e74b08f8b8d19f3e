import { getAddress } from 'viem'
import type { SafeNotification } from '../../events/event-bus.js'
import type { Batch } from '../fetch/batch.js'

/**
 * The notifications of a committed batch: executions (ExecutionSuccess/Failure) and incoming ether (SafeReceived)
 * from Safe events, incoming tokens from transfers to a Safe in `safes` (checksummed addresses).
 */
export function batchNotifications(batch: Batch, safes: ReadonlySet<string>): SafeNotification[] {
  const chainId = batch.chainId
  const out: SafeNotification[] = []
  for (const { name, args, log } of batch.events) {
    const address = getAddress(log.address)
    if (name === 'ExecutionSuccess' || name === 'ExecutionFailure') {
      out.push({
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        chainId,
        address,
        safeTxHash: String(args.txHash),
        txHash: log.transactionHash,
        failed: name === 'ExecutionFailure',
      })
    } else if (name === 'SafeReceived') {
      const value = String(args.value)
      const from = getAddress(String(args.sender))
      out.push({ type: 'INCOMING_ETHER', chainId, address, txHash: log.transactionHash, value, from })
    }
  }
  for (const transfer of batch.transfers) {
    const address = getAddress(transfer.to)
    if (!safes.has(address)) continue
    out.push({
      type: 'INCOMING_TOKEN',
      chainId,
      address,
      txHash: transfer.log.transactionHash,
      tokenAddress: getAddress(transfer.token),
      value: transfer.value.toString(),
      from: getAddress(transfer.from),
    })
  }
  return out
}
