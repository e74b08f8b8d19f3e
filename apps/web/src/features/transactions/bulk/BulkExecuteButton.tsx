import { useAccount } from 'wagmi'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useQueue } from '../../../query/useTransactions'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView } from '../../../ui/AddressView'
import { ExplorerLink } from '../../../ui/ExplorerLink'
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
              ? `Nonces ${run.map((t) => (t.executionInfo?.type === 'MULTISIG' ? t.executionInfo.nonce : '')).join(', ')} in one transaction from your wallet.`
              : 'Connect a wallet to execute them in one transaction.'}
          </span>
        </div>
      ) : null}
      {phase.step === 'loading' ? <p role="status">Reading the signatures…</p> : null}
      {phase.step === 'wallet' ? <p role="status">Confirm the execution in your wallet…</p> : null}
      {phase.step === 'pending' || phase.step === 'done' || (phase.step === 'failed' && phase.hash) ? (
        <div role="status" aria-label="Bulk execution transaction">
          <p>
            {phase.step === 'pending'
              ? 'Execution pending: waiting for the transaction to be mined…'
              : phase.step === 'done'
                ? `Executed ${phase.count} transactions.`
                : 'The execution failed.'}
          </p>
          {'hash' in phase && phase.hash ? (
            <p>
              Transaction <AddressView value={phase.hash} short />
              <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={phase.hash} />
            </p>
          ) : null}
        </div>
      ) : null}
      {phase.step === 'failed' ? (
        <p className="field__error" role="alert">
          {phase.error}
        </p>
      ) : null}
    </section>
  )
}
