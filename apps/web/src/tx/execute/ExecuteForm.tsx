import type { SafeTransactionData, SafeVersion } from '@concord/protocol'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { SafeChainGate } from '../../connection/SafeChainGate'
import { errorMessage } from '../../errors'
import { DelegateCallGuard } from '../warnings/DelegateCallGuard'
import { LookAlikeGuard } from '../warnings/LookAlikeGuard'
import { useCheckedTx, useDelegateCallCheck } from '../warnings/useDelegateCallCheck'
import { useRecipientCheck } from '../warnings/useRecipientCheck'
import { ChainWriteStatus } from './ChainWriteStatus'
import { ExecutionFeePanel } from './ExecutionFeePanel'
import { useExecuteSafeTx } from './useExecuteSafeTx'
import { useExecutionEstimate } from './useExecutionEstimate'
import { useExecutionFeeFields } from './useExecutionFeeFields'

/**
 * The fee (from the wallet's estimate; gas limit and EIP-1559 fees editable under "Advanced") and the Execute button, with its pending state;
 * a DELEGATECALL to untrusted code anywhere in `tx` keeps the button disabled until the user consents to each target.
 */
export function ExecuteForm({
  tx,
  version,
  signatures,
  what,
  onExecuted,
}: {
  tx: SafeTransactionData
  version: SafeVersion
  signatures: Hex
  what: string
  onExecuted?: (hash: Hex) => void
}) {
  const { address } = useAccount()
  const estimate = useExecutionEstimate(version, tx, signatures, address)
  const { execute, phase, error, isPending, data } = useExecuteSafeTx()
  const delegates = useDelegateCallCheck(useCheckedTx(tx), version, 'execute')
  const recipients = useRecipientCheck(tx, 'execute')
  const fee = useExecutionFeeFields()
  const { parsed } = fee
  const loaded = estimate.data
  const submit = async () => {
    if (!parsed.ok || delegates.blockedBy || recipients.blockedBy) return
    const result = await execute({ tx, version, signatures, fees: parsed.fees, what }).catch(() => null)
    if (result) onExecuted?.(result.hash)
  }
  return (
    <section className="card" aria-label="Execute">
      <h2>Execute</h2>
      {loaded && !loaded.ok ? (
        'undeployed' in loaded ? (
          <p className="banner" role="note">
            This Safe is not deployed yet: executing first deploys it (one wallet transaction to the Safe factory), then
            executes this transaction (a second one).
          </p>
        ) : (
          <div className="banner banner--danger" role="alert">
            Would fail: {loaded.reason}
          </div>
        )
      ) : null}
      <ExecutionFeePanel estimate={loaded} fee={fee} />
      <DelegateCallGuard check={delegates} />
      <LookAlikeGuard check={recipients} />
      {delegates.blockedBy ? <p className="field__error">{delegates.blockedBy}</p> : null}
      {recipients.blockedBy ? <p className="field__error">{recipients.blockedBy}</p> : null}
      <SafeChainGate>
        <div className="form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={
              !parsed.ok || isPending || !address || delegates.blockedBy !== null || recipients.blockedBy !== null
            }
            onClick={submit}
          >
            {isPending ? 'Executing…' : 'Execute'}
          </button>
          {address ? null : <span className="muted">Connect a wallet to execute.</span>}
        </div>
      </SafeChainGate>
      <ChainWriteStatus phase={phase} />
      {error ? (
        <p className="banner banner--danger" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {data ? (
        <p className="ok" role="status">
          Executed in <code>{data.hash}</code>.
        </p>
      ) : null}
    </section>
  )
}
