import type { ChainInfo } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'
import { ExplorerLink } from '../../../ui/ExplorerLink'
import type { BulkPhase } from './useBulkExecute'

/** What the mined (or failed) transaction line says for each phase that has one. */
function sentText(phase: BulkPhase): string | null {
  if (phase.step === 'pending') return 'Execution pending: waiting for the transaction to be mined…'
  if (phase.step === 'done') return `Executed ${phase.count} transactions.`
  return phase.step === 'failed' && phase.hash ? 'The execution failed.' : null
}

/** Where a bulk execution stands: reading signatures, in the wallet, the sent transaction, and the error in words. */
export function BulkExecutionStatus({ phase, chain }: { phase: BulkPhase; chain: ChainInfo }) {
  const sent = sentText(phase)
  const hash = 'hash' in phase ? phase.hash : undefined
  return (
    <>
      {phase.step === 'loading' ? <p role="status">Reading the signatures…</p> : null}
      {phase.step === 'wallet' ? <p role="status">Confirm the execution in your wallet…</p> : null}
      {sent ? (
        <div role="status" aria-label="Bulk execution transaction">
          <p>{sent}</p>
          {hash ? (
            <p>
              Transaction <AddressView value={hash} short />
              <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={hash} />
            </p>
          ) : null}
        </div>
      ) : null}
      {phase.step === 'failed' ? (
        <p className="field__error" role="alert">
          {phase.error}
        </p>
      ) : null}
    </>
  )
}
