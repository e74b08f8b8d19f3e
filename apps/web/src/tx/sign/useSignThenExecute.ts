import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import { useState } from 'react'
import { executionSignatures, type OwnerSignature } from '../execute/executionSignatures'
import { useExecuteSafeTx } from '../execute/useExecuteSafeTx'
import type { SignRequest } from './signRequest'
import { useApproveHash } from './useApproveHash'
import { useSignAndSubmit } from './useSignAndSubmit'

/**
 * The writes behind a Sign / Approve on chain pair: an EIP-712 signature or an on-chain approveHash, then, when the
 * owner ticked "Execute immediately", the execution; one busy flag, error and chain-write phase for the three.
 */
export function useSignThenExecute() {
  const sign = useSignAndSubmit()
  const approve = useApproveHash()
  const exec = useExecuteSafeTx()
  const [executeNow, setExecuteNow] = useState(false)
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
        fees: {},
        what: `Execute Safe transaction #${tx.nonce}`,
      })
      .then(
        () => true,
        () => false,
      )
  return {
    executeNow,
    setExecuteNow,
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
