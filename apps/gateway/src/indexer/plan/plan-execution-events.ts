import { DEFAULT_SAFE_VERSION } from '@concord/protocol'
import { decodeAbiParameters, type Hex } from 'viem'
import { type SafeEventHandler, type SafeEventInput, setState } from './batch-plan.js'
import { resolveL1Execution } from './resolve-l1-execution.js'
import { writeExecution } from './write-execution.js'

// SafeMultiSigTransaction's additionalInfo: the nonce, the sender and the threshold the signatures were checked against.
const ADDITIONAL_INFO = [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }] as const

/** SafeMultiSigTransaction (L2 Safes): remembers the SafeTx until its ExecutionSuccess/Failure, and bumps the nonce. */
function onMultiSigTransaction(input: SafeEventInput): void {
  const { plan, event, safe, state } = input
  const { args } = event
  const [nonce, , threshold] = decodeAbiParameters(ADDITIONAL_INFO, args.additionalInfo as Hex)
  const version = plan.batch.versionOf(state.singleton) ?? DEFAULT_SAFE_VERSION
  const safeTxHash = plan.hashSafeTx(safe, version, {
    to: args.to as string,
    value: args.value as bigint,
    data: args.data as Hex,
    operation: Number(args.operation) === 1 ? 1 : 0,
    safeTxGas: args.safeTxGas as bigint,
    baseGas: args.baseGas as bigint,
    gasPrice: args.gasPrice as bigint,
    gasToken: args.gasToken as string,
    refundReceiver: args.refundReceiver as string,
    nonce,
  })
  // The event is emitted inside execTransaction before checkSignatures: it survives only if they passed.
  const checked = { owners: state.owners, threshold: Number(threshold) }
  plan.pendingExec.set(safe, { event, nonce: Number(nonce), threshold: Number(threshold), safeTxHash, checked })
  // The contract bumps the nonce before running the call, so events of the call see the new nonce.
  setState(input, { ...state, nonce: Number(nonce) + 1 })
}

/**
 * ExecutionSuccess/Failure: records the execution announced by the Safe's SafeMultiSigTransaction; a non-L2 Safe
 * announces none, so its SafeTx comes from its call or its stored proposal, and the nonce moves here.
 */
async function onExecution(input: SafeEventInput): Promise<void> {
  const { plan, event, safe, state, date } = input
  const pending = plan.pendingExec.get(safe)
  plan.pendingExec.delete(safe)
  if (pending !== undefined) {
    await writeExecution(plan.writes, plan.batch, safe, pending, event, date)
    return
  }
  const resolved = await resolveL1Execution(plan.db, plan.batch, safe, state, event)
  if (resolved !== null) await writeExecution(plan.writes, plan.batch, safe, resolved, event, date)
  setState(input, { ...state, nonce: state.nonce + 1 })
}

/** Handlers of the events of multisig executions. */
export const EXECUTION_HANDLERS: Record<string, SafeEventHandler> = {
  SafeMultiSigTransaction: onMultiSigTransaction,
  ExecutionSuccess: onExecution,
  ExecutionFailure: onExecution,
}
