import { chainIdNumber, DEFAULT_SAFE_VERSION, hashSafeTx } from '@concord/protocol'
import type { Address, Hex } from 'viem'
import type { Queryable } from '../../db/db.js'
import type { Batch } from '../fetch/batch.js'
import type { ExecCall } from '../fetch/find-exec-calls.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import { proposalRepository } from '../store/proposal-repository.js'
import type { SafeState } from '../types/safe-state.js'
import type { ExecArgs } from '../types/safe-tx.js'
import type { PendingExec } from './pending-exec.js'

/**
 * The SafeTx a non-L2 Safe executed, for its ExecutionSuccess/Failure `execution` (which carries only the safeTxHash):
 * the execTransaction call found in the transaction whose hash at the Safe's current nonce matches, else the stored
 * proposal with that safeTxHash (its signatures then come from the stored confirmations). Null when neither is known,
 * and the execution only advances the nonce.
 */
export async function resolveL1Execution(
  db: Queryable,
  batch: Batch,
  safe: string,
  state: SafeState,
  execution: SafeEvent,
): Promise<PendingExec | null> {
  const safeTxHash = String(execution.args.txHash).toLowerCase() as Hex
  const calls = batch.execCalls.get(execution.log.transactionHash) ?? []
  const args =
    calls.find((call) => call.safe === safe && callHash(batch, call, state) === safeTxHash)?.args ??
    (await proposalRepository(db).safeTx(batch.chainId, safe, safeTxHash))
  if (args === null) return null
  return {
    event: { name: 'SafeMultiSigTransaction', args, log: execution.log },
    nonce: state.nonce,
    threshold: state.threshold,
    safeTxHash,
    // Calldata or a proposal, not necessarily the signatures the chain checked: every part is recovered.
    checked: null,
  }
}

/** The safeTxHash of an execTransaction call at the Safe's current nonce (lowercase). */
function callHash(batch: Batch, call: ExecCall, state: SafeState): Hex {
  const args: ExecArgs = call.args
  return hashSafeTx({
    chainId: chainIdNumber(batch.chainId),
    safeAddress: call.safe as Address,
    version: batch.versionOf(state.singleton) ?? DEFAULT_SAFE_VERSION,
    tx: {
      to: args.to as Address,
      value: args.value,
      data: args.data,
      operation: args.operation === 1 ? 1 : 0,
      safeTxGas: args.safeTxGas,
      baseGas: args.baseGas,
      gasPrice: args.gasPrice,
      gasToken: args.gasToken as Address,
      refundReceiver: args.refundReceiver as Address,
      nonce: BigInt(state.nonce),
    },
  }).toLowerCase() as Hex
}
