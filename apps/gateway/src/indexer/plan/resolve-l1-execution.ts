import { DEFAULT_SAFE_VERSION } from '@concord/protocol'
import type { Hex } from 'viem'
import type { Queryable } from '../../db/db.js'
import type { Batch } from '../fetch/batch.js'
import { type ExecCall, execCallSafeTxHash } from '../fetch/find-exec-calls.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import { proposalRepository } from '../store/proposal-repository.js'
import type { SafeState } from '../types/safe-state.js'
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
  const version = batch.versionOf(state.singleton) ?? DEFAULT_SAFE_VERSION
  return execCallSafeTxHash(batch.chainId, version, call, BigInt(state.nonce))
}
