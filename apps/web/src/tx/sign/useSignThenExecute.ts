import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import { useState } from 'react'
import { executionSignatures, type OwnerSignature } from '../execute/executionSignatures'
import { useExecuteSafeTx } from '../execute/useExecuteSafeTx'
import { useExecutionFeeFields } from '../execute/useExecutionFeeFields'
import type { SignRequest } from './signRequest'
import { useApproveHash } from './useApproveHash'
import { useSignAndSubmit } from './useSignAndSubmit'

/**
 * The writes behind a Sign / Approve on chain pair: an EIP-712 signature or an on-chain approveHash, then, when the
 * owner ticked "Execute immediately", the execution with the fees of its panel; one busy flag, error and chain-write phase for the three.
 */
export function useSignThenExecute() {
  const sign = useSignAndSubmit()
  const approve = useApproveHash()
  const exec = useExecuteSafeTx()
  const [executeNow, setExecuteNow] = useState(false)
  const fee = useExecutionFeeFields()
  // A refused signature or execution is shown through `error`: the callers only need to know whether to go on.
  const signWith = (how: 'sign' | 'approve', request: SignRequest) =>
    (how === 'sign' ? sign.mutateAsync(request) : approve.approve(request)).catch(() => null)
  const execute = (
    tx: SafeTransactionData,
    version: SafeVersion,
    signatures: OwnerSignature[],
    rules: { threshold: number; owners: readonly string[]; executor: string },
  ) =>
    exec
      .execute({
        tx,
        version,
        signatures: executionSignatures(signatures, rules),
        // The controls keep the button off while the fields are wrong; empty fields leave the fees to the wallet.
        fees: fee.parsed.ok ? fee.parsed.fees : {},
        what: `Execute Safe transaction #${tx.nonce}`,
      })
      .then(
        () => true,
        () => false,
      )
  return {
    executeNow,
    setExecuteNow,
    fee,
    signWith,
    execute,
    signing: sign.isPending,
    busy: sign.isPending || approve.isPending || exec.isPending,
    sent: sign.isSuccess || approve.isSuccess,
    error: sign.error ?? approve.error ?? exec.error,
    phase: approve.phase.step !== 'idle' ? approve.phase : exec.phase,
  }
}

/** What useSignThenExecute gives its controls. */
export type SignWrites = ReturnType<typeof useSignThenExecute>
