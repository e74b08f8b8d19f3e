import { useAccount } from 'wagmi'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useQueue } from '../../../query/useTransactions'
import { useCurrentSafe } from '../../../services/currentSafe'
import { BulkExecutionStatus } from './BulkExecutionStatus'
import { findBulkExecutable } from './findBulkExecutable'
import { useBulkExecute } from './useBulkExecute'

/** On the queue: "Execute N transactions" when at least two consecutive ones from the Safe's nonce are fully signed. */
export function BulkExecuteButton() {
  const { chain } = useCurrentSafe()
  const info = useSafeInfo()
  const queue = useQueue()
  const { isConnected } = useAccount()
  const { execute, phase } = useBulkExecute()
  const items = queue.data?.pages.flatMap((p) => p.results) ?? []
  const run = info.data ? findBulkExecutable(items, info.data.nonce) : []
  const busy = phase.step === 'loading' || phase.step === 'wallet' || phase.step === 'pending'
  if (run.length < 2 && phase.step === 'idle') return null
  const nonces = run.map((t) => (t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.nonce : '')).join(', ')
  return (
    <section className="card" aria-label="Bulk execution">
      {run.length >= 2 ? (
        <div className="form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !isConnected}
            onClick={() => execute({ ids: run.map((t) => t.id), version: info.data?.version ?? null })}
          >
            Execute {run.length} transactions
          </button>
          <span className="muted">
            {isConnected
              ? `Nonces ${nonces} in one transaction from your wallet.`
              : 'Connect a wallet to execute them in one transaction.'}
          </span>
        </div>
      ) : null}
      <BulkExecutionStatus phase={phase} chain={chain} />
    </section>
  )
}
