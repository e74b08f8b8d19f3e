import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { useCurrentSafe } from '../../services/currentSafe'
import { resetWords, tokenAmount } from './describeLimit'
import { SpendForm } from './SpendForm'
import { useLimitTokens } from './useLimitTokens'
import { useSpendingLimits } from './useSpendingLimits'

/**
 * Home's "Your spending limit": shown only when the connected wallet is a beneficiary of this Safe; per limit, what
 * remains and when it resets, and a Spend form.
 */
export function YourSpendingLimitCard() {
  const { chain } = useCurrentSafe()
  return chain.features.includes('SPENDING_LIMIT') ? <YourLimits /> : null
}

function YourLimits() {
  const { address: account, isConnected } = useAccount()
  const limits = useSpendingLimits()
  const tokens = useLimitTokens()
  if (!isConnected || !account || !limits.data || !tokens) return null
  const { module } = limits.data
  const mine = limits.data.items.filter((limit) => isAddressEqual(limit.beneficiary, account))
  if (mine.length === 0) return null
  return (
    <section className="card" aria-label="Your spending limit">
      <h2>Your spending limit</h2>
      {mine.map((limit) => {
        const token = tokens.get(limit.token) ?? { address: limit.token, symbol: 'units', decimals: 0 }
        const left = BigInt(limit.amount) - BigInt(limit.spent)
        return (
          <div key={limit.token}>
            <p>
              <strong>{tokenAmount(left > 0n ? left : 0n, token)}</strong> remaining of{' '}
              {tokenAmount(BigInt(limit.amount), token)} ·{' '}
              <span className="muted">{resetWords(limit.nextResetAt)}</span>
            </p>
            <SpendForm limit={limit} token={token} module={module} />
          </div>
        )
      })}
    </section>
  )
}
