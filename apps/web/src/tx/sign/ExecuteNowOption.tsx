import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import { useAccount } from 'wagmi'
import { ExecutionFeePanel } from '../execute/ExecutionFeePanel'
import { executionSignatures, type OwnerSignature } from '../execute/executionSignatures'
import { useExecutionEstimate } from '../execute/useExecutionEstimate'
import type { SignWrites } from './useSignThenExecute'

/** A transaction this signature can execute: the SafeTx, the owners' signatures so far and the Safe's rules. */
export type ExecuteNowPlan = {
  tx: SafeTransactionData
  signatures: readonly OwnerSignature[]
  rules: { threshold: number; owners: readonly string[] }
}

/**
 * "Execute immediately" and, once ticked, the execution's fee with its advanced gas fields: the same panel as the
 * Execute card, so there is one way to execute whichever screen the owner is on.
 */
export function ExecuteNowOption({
  plan,
  version,
  writes,
}: {
  plan: ExecuteNowPlan
  version: SafeVersion | null
  writes: SignWrites
}) {
  return (
    <fieldset className="field">
      <legend>Execute now</legend>
      <label className="field">
        <span>
          <input type="checkbox" checked={writes.executeNow} onChange={(e) => writes.setExecuteNow(e.target.checked)} />{' '}
          Execute immediately (your signature reaches the threshold)
        </span>
      </label>
      {writes.executeNow && version ? <ExecuteNowFee plan={plan} version={version} writes={writes} /> : null}
    </fieldset>
  )
}

/** The fee of executing right after signing, estimated with the signer's own signature stood in by a pre-validated one. */
function ExecuteNowFee({ plan, version, writes }: { plan: ExecuteNowPlan; version: SafeVersion; writes: SignWrites }) {
  const { address: account } = useAccount()
  // The signature does not exist before signing; from its own owner v = 1 passes the same checks, and ecrecover's few
  // thousand gas more are within the estimate's 20 % margin.
  const signatures = executionSignatures(plan.signatures, { ...plan.rules, executor: account })
  const estimate = useExecutionEstimate(version, plan.tx, signatures, account)
  return <ExecutionFeePanel estimate={estimate.data} fee={writes.fee} />
}
