import { useSafeInfo } from '../../query/useSafeInfo'
import { QueryView } from '../../ui/QueryView'
import { VersionBanner } from '../../ui/VersionBanner'
import { PendingTransactions } from './PendingTransactions'
import { SafeOverview } from './SafeOverview'
import { TopAssets } from './TopAssets'

/** The Safe's home: overview, version warning, assets and pending transactions. */
export function DashboardPage() {
  const info = useSafeInfo()
  return (
    <section className="page">
      <h1>Home</h1>
      <QueryView query={info} what="the Safe">
        {(safe) => (
          <>
            <VersionBanner info={safe} />
            <SafeOverview info={safe} />
            <div className="grid">
              <TopAssets />
              <PendingTransactions />
            </div>
          </>
        )}
      </QueryView>
    </section>
  )
}
