import { getAddress, type Hex } from 'viem'
import { type OutboxEvent, outboxEvent } from '../../outbox/index.js'
import type { Batch } from '../fetch/batch.js'
import type { AllowanceTransfer } from '../fetch/fetch-allowance-transfers.js'
import { internalNativeMoves } from '../fetch/internal-native-moves.js'
import { precedingModuleLog } from '../fetch/preceding-module-log.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import type { ExecutionRow } from '../store/activity-tables.js'

const logKey = (chainId: string, event: SafeEvent, suffix: string) =>
  `${chainId}:${event.log.transactionHash}:${event.log.logIndex}:${suffix}`
const executionKey = (safe: string, txHash: string, safeTxHash: string) =>
  `${getAddress(safe)}:${txHash.toLowerCase()}:${safeTxHash.toLowerCase()}`

/**
 * What the batch knows of one execution: the SafeTx the indexer recorded for it, whether an L2 event announced it,
 * and for a module execution the spending-limit transfer it made (if one).
 */
type ExecutionFacts = { recorded: ExecutionRow | undefined; announced: boolean; spend?: AllowanceTransfer | undefined }

/**
 * OUTGOING_ETHER for each amount a successful execution sent out of its Safe, from the SafeTx the indexer recorded
 * (an L2 Safe's SafeMultiSigTransaction, or for a non-L2 Safe its execTransaction input or stored proposal): its value
 * on a CALL, and each CALL with value of a MultiSend batch it delegatecalled. An amount that is not the value an L2
 * event reported (a non-L2 Safe's, a batch member's) says so: `derivedFrom: 'SafeTx'`.
 */
function outgoingEther(chainId: string, event: SafeEvent, execution: ExecutionFacts): OutboxEvent[] {
  const { recorded, announced } = execution
  if (recorded === undefined) return []
  const safe = getAddress(event.log.address)
  const txHash = event.log.transactionHash
  const call = { to: recorded.toAddress, value: BigInt(recorded.value), operation: recorded.operation }
  const moves = internalNativeMoves({ ...call, data: (recorded.data ?? '0x') as Hex })
  return moves.map((move, index) => {
    const reported = announced && recorded.operation === 0
    const fields = { txHash, value: move.value.toString(), to: getAddress(move.to) }
    const key = logKey(chainId, event, index === 0 ? 'out' : `out:${index}`)
    const payload = reported ? fields : { ...fields, derivedFrom: 'SafeTx' }
    return outboxEvent(key, { chainId, safe, type: 'OUTGOING_ETHER' }, payload)
  })
}

/** The outbox events of one Safe event of the batch, given what is known of the execution it completes (if one). */
function safeEventAlerts(chainId: string, event: SafeEvent, execution: ExecutionFacts): OutboxEvent[] {
  const safe = getAddress(event.log.address)
  const txHash = event.log.transactionHash
  const { name, args } = event
  if (name === 'ExecutionSuccess' || name === 'ExecutionFailure') {
    const failed = name === 'ExecutionFailure'
    const type = 'EXECUTED_MULTISIG_TRANSACTION'
    // The Safe Transaction Service sends `failed` as a string (its push channel only takes strings).
    const fields = { safeTxHash: String(args.txHash), txHash, failed: String(failed) }
    const executed = [outboxEvent(logKey(chainId, event, 'executed'), { chainId, safe, type }, fields)]
    return failed ? executed : [...executed, ...outgoingEther(chainId, event, execution)]
  }
  if (name === 'SafeReceived') {
    const fields = { txHash, value: String(args.value), from: args.sender }
    return [outboxEvent(logKey(chainId, event, 'in'), { chainId, safe, type: 'INCOMING_ETHER' }, fields)]
  }
  if (name === 'ExecutionFromModuleSuccess' || name === 'ExecutionFromModuleFailure') {
    const fields = {
      module: args.module,
      txHash,
      failed: String(name === 'ExecutionFromModuleFailure'),
      ...spendFields(execution.spend),
    }
    return [outboxEvent(logKey(chainId, event, 'module'), { chainId, safe, type: 'MODULE_TRANSACTION' }, fields)]
  }
  return []
}

/** Concord: who spent a module transaction's funds from a spending limit, what and to whom (strings, as the rest). */
function spendFields(spend: AllowanceTransfer | undefined) {
  if (spend === undefined) return {}
  return { beneficiary: spend.delegate, tokenAddress: spend.token, value: spend.value.toString(), to: spend.to }
}

/** Per module execution event (by transaction and log index), the spending-limit transfer it made. */
function spendsOf(batch: Batch): Map<string, AllowanceTransfer> {
  const executions = batch.events.flatMap((event) =>
    event.name === 'ExecutionFromModuleSuccess'
      ? [
          {
            safe: getAddress(event.log.address),
            module: getAddress(String(event.args.module)),
            txHash: event.log.transactionHash,
            logIndex: event.log.logIndex,
          },
        ]
      : [],
  )
  const spends = new Map<string, AllowanceTransfer>()
  for (const transfer of batch.allowanceTransfers) {
    const execution = precedingModuleLog(executions, transfer)
    if (execution !== undefined) spends.set(`${execution.txHash}:${execution.logIndex}`, transfer)
  }
  return spends
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
 * ether a successful one sent, from `executions`: the multisig transactions the indexer recorded for the batch),
 * incoming ether, module transactions, token transfers in and out of Safes in `safes`. Configuration changes are
 * `settingsChangeAlerts`'.
 */
export function batchAlertEvents(
  batch: Batch,
  safes: ReadonlySet<string>,
  executions: readonly ExecutionRow[],
): OutboxEvent[] {
  const out: OutboxEvent[] = []
  const recorded = new Map(executions.map((row) => [executionKey(row.safe, row.txHash, row.safeTxHash), row]))
  // Per Safe, whether an L2 SafeMultiSigTransaction announced the ExecutionSuccess/Failure that comes next.
  const announced = new Set<string>()
  const spends = spendsOf(batch)
  for (const event of batch.events) {
    const safe = getAddress(event.log.address)
    if (!safes.has(safe)) continue
    if (event.name === 'SafeMultiSigTransaction') announced.add(safe)
    const key = executionKey(safe, event.log.transactionHash, String(event.args.txHash ?? ''))
    const spend = spends.get(`${event.log.transactionHash}:${event.log.logIndex}`)
    const facts = { recorded: recorded.get(key), announced: announced.has(safe), spend }
    out.push(...safeEventAlerts(batch.chainId, event, facts))
    if (event.name === 'ExecutionSuccess' || event.name === 'ExecutionFailure') announced.delete(safe)
  }
  return [...out, ...transferAlerts(batch, safes)]
}
