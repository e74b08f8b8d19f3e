import { MODULE_TRANSACTIONS } from '../store/activity-tables.js'
import type { SafeEventHandler, SafeEventInput } from './batch-plan.js'
import { recordNativeTransfer } from './write-transfers.js'

/** SafeModuleTransaction: remembered until its ExecutionFromModuleSuccess/Failure. */
function onModuleTransaction({ plan, event, safe }: SafeEventInput): void {
  plan.pendingModule.set(safe, event)
}

/** ExecutionFromModuleSuccess/Failure: records the module transaction announced before it, and any ether it sent. */
function onModuleExecution({ plan, event, safe, date }: SafeEventInput): void {
  const announced = plan.pendingModule.get(safe)
  plan.pendingModule.delete(safe)
  if (announced === undefined) return
  const { chainId } = plan.batch
  const { args } = announced
  const { log } = event
  const ok = event.name === 'ExecutionFromModuleSuccess'
  plan.writes.insert(MODULE_TRANSACTIONS, {
    chainId,
    safe,
    module: args.module as string,
    toAddress: args.to as string,
    value: String(args.value),
    data: args.data === '0x' ? null : (args.data as string),
    operation: Number(args.operation),
    isSuccessful: ok,
    txHash: log.transactionHash,
    blockNumber: log.blockNumber,
    logIndex: announced.log.logIndex,
    executionDate: date,
  })
  if (!ok || (args.value as bigint) <= 0n || Number(args.operation) !== 0) return
  recordNativeTransfer(plan.writes, chainId, {
    txHash: log.transactionHash,
    logIndex: announced.log.logIndex,
    blockNumber: log.blockNumber,
    date,
    from: safe,
    to: args.to as string,
    value: args.value as bigint,
  })
}

/** Handlers of the events of module executions. */
export const MODULE_HANDLERS: Record<string, SafeEventHandler> = {
  SafeModuleTransaction: onModuleTransaction,
  ExecutionFromModuleSuccess: onModuleExecution,
  ExecutionFromModuleFailure: onModuleExecution,
}
