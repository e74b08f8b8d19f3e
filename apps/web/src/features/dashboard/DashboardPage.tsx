import { lazy, memo, Suspense } from 'react'
import { useAccount } from 'wagmi'
import { useSafeInfo } from '../../query/useSafeInfo'
import { AfterPageSettles } from '../../services/AfterPageSettles'
import { InLaterTask } from '../../ui/InLaterTask'
import { QueryView } from '../../ui/QueryView'
import { VersionBanner } from '../../ui/VersionBanner'
import { PendingTransactions, PendingTransactionsFrame } from './PendingTransactions'
import { SafeActions } from './SafeActions'
import { SafeOverview } from './SafeOverview'
import { TopAssets } from './TopAssets'

// The cards render again for their own data only: the page itself renders again as the Safe's queries and its event
// stream change state (the stream opening stops the poll), which re-rendered every card while the page loaded.
const Actions = memo(SafeActions)
const Overview = memo(SafeOverview)
const Assets = memo(TopAssets)
const Pending = memo(PendingTransactions)

// The health card reads the chain (owners' code) through viem: its code (viem's public actions, signature recovery:
// about 80 KB gzip) loads once the page has settled. Rendered at once, React.lazy fetched it with the page, and its
// evaluation was a long task among the first paint's at a phone's CPU speed.
const HealthCard = lazy(() => import('../security').then((m) => ({ default: m.HealthCard })))
// Only a beneficiary of a spending limit sees it: loaded once the page has settled too, and only with a wallet
// connected (SpendingLimitSlot).
const YourSpendingLimitCard = lazy(() =>
  import('../spending-limits').then((m) => ({ default: m.YourSpendingLimitCard })),
)

/**
 * The connected wallet's spending limits. Without a wallet the card shows nothing, so its code (the spend form, the
 * limits' and tokens' reads) is not fetched: it was a tenth of what every visit's Home loaded as it settled.
 */
function SpendingLimitSlot() {
  const { isConnected } = useAccount()
  return isConnected ? (
    <Suspense fallback={null}>
      <YourSpendingLimitCard />
    </Suspense>
  ) : null
}

/** The Safe's home: overview, version warning, assets and pending transactions. */
export function DashboardPage() {
  const info = useSafeInfo()
  return (
    <section className="page">
      <div className="page__head">
        <h1>Home</h1>
        <Actions />
      </div>
      <QueryView query={info} what="the Safe">
        {(safe) => (
          <>
            <VersionBanner info={safe} />
            <Overview info={safe} />
            <div className="grid">
              <Assets />
              {/* The rows a task after the assets (the page's largest paint, its total): the page's first data render
                  was one long task. The card's frame holds its place meanwhile, so the assets keep their width. */}
              <InLaterTask fallback={<PendingTransactionsFrame />}>
                <Pending />
              </InLaterTask>
            </div>
            {/* A part of its own waits for the settle, not the page: the page's re-render then was the settle's
                longest task (its overview, assets and queue rendered again to add two cards). */}
            <AfterPageSettles>
              <SpendingLimitSlot />
              <Suspense fallback={null}>
                <HealthCard info={safe} />
              </Suspense>
            </AfterPageSettles>
          </>
        )}
      </QueryView>
    </section>
  )
}
