import { getAddress } from 'viem'
import type { SafeEvent } from '../indexer/fetch/safe-events.js'
import type { Batch } from '../indexer/plan/batch.js'
import { type OutboxEvent, outboxEvent } from './outbox-event.js'

const logKey = (chainId: string, event: SafeEvent, suffix: string) =>
  `${chainId}:${event.log.transactionHash}:${event.log.logIndex}:${suffix}`

/** The outbox events of one Safe event of the batch, given the SafeMultiSigTransaction it completes (if any). */
function safeEventAlerts(chainId: string, event: SafeEvent, announced: SafeEvent | undefined): OutboxEvent[] {
  const safe = getAddress(event.log.address)
  const txHash = event.log.transactionHash
  const { name, args } = event
  if (name === 'ExecutionSuccess' || name === 'ExecutionFailure') {
    const failed = name === 'ExecutionFailure'
    const type = 'EXECUTED_MULTISIG_TRANSACTION'
    // The Safe Transaction Service sends `failed` as a string (its push channel only takes strings).
    const fields = { safeTxHash: String(args.txHash), txHash, failed: String(failed) }
    const executed = [outboxEvent(logKey(chainId, event, 'executed'), { chainId, safe, type }, fields)]
    const value = announced === undefined ? 0n : BigInt(announced.args.value as bigint)
    if (failed || value === 0n || Number(announced?.args.operation) !== 0) return executed
    const to = announced?.args.to as string
    const out = { txHash, value: value.toString(), to }
    return [...executed, outboxEvent(logKey(chainId, event, 'out'), { chainId, safe, type: 'OUTGOING_ETHER' }, out)]
  }
  if (name === 'SafeReceived') {
    const fields = { txHash, value: String(args.value), from: args.sender }
    return [outboxEvent(logKey(chainId, event, 'in'), { chainId, safe, type: 'INCOMING_ETHER' }, fields)]
  }
  if (name === 'ExecutionFromModuleSuccess' || name === 'ExecutionFromModuleFailure') {
    const fields = { module: args.module, txHash, failed: String(name === 'ExecutionFromModuleFailure') }
    return [outboxEvent(logKey(chainId, event, 'module'), { chainId, safe, type: 'MODULE_TRANSACTION' }, fields)]
  }
  return []
}

/** INCOMING_TOKEN / OUTGOING_TOKEN of the batch's transfers to or from a Safe in `safes`. */
function transferAlerts(batch: Batch, safes: ReadonlySet<string>): OutboxEvent[] {
  const { chainId } = batch
  const out: OutboxEvent[] = []
  for (const transfer of batch.transfers) {
    const { log } = transfer
    const amount =
      transfer.tokenType === 'ERC20' ? { value: transfer.value.toString() } : { tokenId: transfer.value.toString() }
    const fields = { tokenAddress: getAddress(transfer.token), txHash: log.transactionHash, ...amount }
    const from = getAddress(transfer.from)
    const to = getAddress(transfer.to)
    const key = `${chainId}:${log.transactionHash}:${log.logIndex}`
    if (safes.has(to)) {
      out.push(outboxEvent(`${key}:in`, { chainId, safe: to, type: 'INCOMING_TOKEN' }, { ...fields, from }))
    }
    if (safes.has(from)) {
      out.push(outboxEvent(`${key}:out`, { chainId, safe: from, type: 'OUTGOING_TOKEN' }, { ...fields, to }))
    }
  }
  return out
}

/**
 * The outbox events of a batch with the Safe Transaction Service's names and payload fields: executions (with the
 * ether a successful call sent), incoming ether, module transactions, token transfers in and out of Safes in `safes`.
 * Configuration changes are `settingsChangeAlerts`'.
 */
export function batchAlertEvents(batch: Batch, safes: ReadonlySet<string>): OutboxEvent[] {
  const out: OutboxEvent[] = []
  // Per Safe, the SafeMultiSigTransaction (L2 Safes) whose ExecutionSuccess/Failure comes next.
  const announced = new Map<string, SafeEvent>()
  for (const event of batch.events) {
    const safe = getAddress(event.log.address)
    if (!safes.has(safe)) continue
    if (event.name === 'SafeMultiSigTransaction') announced.set(safe, event)
    out.push(...safeEventAlerts(batch.chainId, event, announced.get(safe)))
    if (event.name === 'ExecutionSuccess' || event.name === 'ExecutionFailure') announced.delete(safe)
  }
  return [...out, ...transferAlerts(batch, safes)]
}
