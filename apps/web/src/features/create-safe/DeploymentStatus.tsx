import type { ChainInfo } from '@concord/gateway-client'
import { errorMessage } from '../../errors'
import { AddressView } from '../../ui/AddressView'
import { ExplorerLink } from '../../ui/ExplorerLink'
import type { DeployPhase } from './useDeploySafe'

/** Where the deployment stands: confirm in the wallet, mined-pending or indexing with the hash, or why it failed. */
export function DeploymentStatus({
  phase,
  chain,
  error,
}: {
  phase: DeployPhase
  chain: ChainInfo | undefined
  error: unknown
}) {
  return (
    <>
      {phase.step === 'wallet' ? <p role="status">Confirm the deployment in your wallet…</p> : null}
      {phase.step === 'pending' || phase.step === 'indexing' ? (
        <div role="status" aria-label="Deployment">
          <p>
            {phase.step === 'pending'
              ? 'Deployment pending: waiting for the transaction to be mined…'
              : 'Deployed. Waiting for the gateway to index the new Safe…'}
          </p>
          <p>
            Transaction <AddressView value={phase.hash} short />
            {chain ? <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={phase.hash} /> : null}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </>
  )
}
