import type { SafeInfo } from '@concord/gateway-client'
import { getAddress } from 'viem'
import { useCurrentSafe } from '../../services/currentSafe'
import { useStartReview } from '../../tx-draft/useStartReview'
import { QueryView } from '../../ui/QueryView'
import { buildRemoveSpendingLimit } from './buildSpendingLimitDraft'
import { NewSpendingLimitForm } from './NewSpendingLimitForm'
import { SpendingLimitRow } from './SpendingLimitRow'
import { useLimitTokens } from './useLimitTokens'
import { useSpendingLimits } from './useSpendingLimits'

/**
 * The Settings tab "Spending limits" (Safe's AllowanceModule): each limit with what is spent and when it resets;
 * owners set a new one or remove one, each through the normal review.
 */
export function SpendingLimitsCard({ info, canManage }: { info: SafeInfo; canManage: boolean }) {
  const { chain } = useCurrentSafe()
  if (!chain.features.includes('SPENDING_LIMIT')) {
    return (
      <section className="card" aria-label="Spending limits">
        <h2>Spending limits</h2>
        <p className="muted">
          {chain.chainName} does not offer spending limits: Safe's AllowanceModule is not listed for it.
        </p>
      </section>
    )
  }
  return <SpendingLimitsList info={info} canManage={canManage} />
}

function SpendingLimitsList({ info, canManage }: { info: SafeInfo; canManage: boolean }) {
  const limits = useSpendingLimits()
  const tokens = useLimitTokens()
  const startReview = useStartReview()
  const safe = {
    address: getAddress(info.address.value),
    owners: info.owners.map((o) => o.value),
    modules: (info.modules ?? []).map((m) => m.value),
  }
  return (
    <section className="card" aria-label="Spending limits">
      <h2>Spending limits</h2>
      <p className="muted">
        A beneficiary can send up to its limit of a token from this Safe without the owners’ signatures, again after
        each reset.
      </p>
      <QueryView query={limits} what="the spending limits">
        {({ module, items }) => (
          <>
            {items.length === 0 ? (
              <p className="muted">No spending limits.</p>
            ) : (
              <ul className="plain">
                {items.map((limit) => {
                  const token = tokens?.get(limit.token) ?? { address: limit.token, symbol: 'units', decimals: 0 }
                  const remove = () => startReview(buildRemoveSpendingLimit(limit.beneficiary, token, module))
                  return (
                    <SpendingLimitRow
                      key={`${limit.beneficiary}:${limit.token}`}
                      limit={limit}
                      token={token}
                      onRemove={canManage ? remove : null}
                    />
                  )
                })}
              </ul>
            )}
            {canManage && tokens ? (
              <NewSpendingLimitForm
                safe={safe}
                tokens={tokens}
                module={module}
                delegates={items.map((i) => i.beneficiary)}
              />
            ) : canManage ? null : (
              <p className="muted">Connect an owner’s wallet to set or remove a limit.</p>
            )}
          </>
        )}
      </QueryView>
    </section>
  )
}
