import type { ChainInfo } from '@concord/gateway-client'
import { executionFeeText } from '../../tx'
import { AddressView } from '../../ui/AddressView'
import type { SafeDeploymentPlan } from './planSafeDeployment'
import type { DeploymentFee } from './useDeploymentFee'
import type { NativePrice } from './useNativePrice'
import type { SafeForm } from './validateSafeForm'

/**
 * What will be created, before anything is sent: network, owners with their names, threshold, version, the address
 * (computed in this browser) and what deploying costs at most, in the native coin and, where priced, in fiat.
 */
export function SafeReviewStep({
  chain,
  owners,
  threshold,
  plan,
  fee,
  price,
}: {
  chain: ChainInfo
  /** The owner rows, each address resolved (an ENS name stands for its address). */
  owners: SafeForm['owners']
  threshold: number
  plan: SafeDeploymentPlan
  /** The deployment's estimate; undefined while it loads or without a connected wallet. */
  fee: DeploymentFee | undefined
  /** The native coin's price in the user's currency (null when unknown): the fee's fiat value. */
  price: NativePrice
}) {
  const coin = { ...chain.nativeCurrency, ...price }
  return (
    <section className="card" aria-label="Review">
      <h2>Review your Safe</h2>
      <dl className="review-list">
        <dt>Network</dt>
        <dd>{chain.chainName}</dd>
        <dt>Owners</dt>
        <dd>
          <ul aria-label="Owners">
            {owners.map((owner) => (
              <li key={owner.address}>
                <AddressView value={owner.address} name={owner.name.trim() || null} />
              </li>
            ))}
          </ul>
        </dd>
        <dt>Threshold</dt>
        <dd>
          {threshold} out of {owners.length} owner{owners.length === 1 ? '' : 's'} must confirm each transaction
        </dd>
        <dt>Safe version</dt>
        <dd>{plan.version} (L2)</dd>
        <dt>Address</dt>
        <dd>
          <AddressView value={plan.predicted} />
        </dd>
        <dt>Network fee</dt>
        <dd role="note" aria-label="Network fee">
          {fee === undefined
            ? 'estimating… (connect a wallet to see it)'
            : fee.ok
              ? `${executionFeeText(fee.gas, fee.maxFeePerGas, coin)} to deploy now, paid by the connected wallet; nothing to create now and deploy later.`
              : `unknown: ${fee.reason}`}
        </dd>
      </dl>
    </section>
  )
}
