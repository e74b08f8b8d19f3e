import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { memo, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { CopyButton } from '../../../ui/CopyButton'
import { ExplorerLink } from '../../../ui/ExplorerLink'
import { formatDateTime } from '../../../ui/formatDateTime'
import { LatePart } from '../../../ui/LatePart'
import { QueryView } from '../../../ui/QueryView'
import { StatusPill } from '../../../ui/StatusPill'
import { describeTx, statusText, statusTone } from '../../../ui/tx/describeTx'
import { useTxDetails } from './useTxDetails'

// The panels' code (the decoder, the checks, the simulation's client: most of the page's) loads once the title and
// status have painted; a phone's first paint of the page no longer waits on it.
const loadPanels = () => import('./TxDetailsPanels').then((module) => module.TxDetailsPanels)

/**
 * Everything about one transaction, with its hashes recomputed in the browser: the same decoded calls, warnings and
 * balance changes as the review for every owner, and for a queued one a simulation on the chain now.
 */
export function TxDetailsPage() {
  const id = useSearchParams()[0].get('id') ?? ''
  const details = useTxDetails(id)
  const safeInfo = useSafeInfo().data
  // Opened after Sign (or from a row far down a list), the page starts at its title, not where the last one was.
  // In a block: recent Chromium's scrollTo returns a promise, which React would call as the effect's cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each transaction opened here starts at the top
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [id])
  if (!id) return <p role="alert">This link names no transaction (missing ?id=).</p>
  return (
    <section className="page">
      <QueryView query={details} what="the transaction">
        {(tx) => <Body tx={tx} safeInfo={safeInfo} />}
      </QueryView>
    </section>
  )
}

// Rendered again for its own data only: the page renders again as the Safe's event stream opens (it stops the poll).
const Body = memo(TxDetailsBody)

function TxDetailsBody({ tx, safeInfo }: { tx: TransactionDetails; safeInfo: SafeInfo | undefined }) {
  const { chain } = useCurrentSafe()
  return (
    <>
      <div className="page__head">
        <h1>{describeTx(tx.txInfo, chain.nativeCurrency.symbol, tx.txStatus)}</h1>
        <StatusPill tone={statusTone(tx.txStatus)} className={`status-tag status-tag--${tx.txStatus.toLowerCase()}`}>
          {statusText(tx.txStatus)}
        </StatusPill>
      </div>
      {tx.note ? (
        <p className="tx-note">
          <strong>Note:</strong> {tx.note}
        </p>
      ) : null}
      {tx.txHash ? (
        <p>
          Executed {tx.executedAt ? formatDateTime(tx.executedAt) : ''} in <code>{tx.txHash}</code>{' '}
          <CopyButton value={tx.txHash} />
          <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={tx.txHash} />
        </p>
      ) : null}
      {/* The title and status paint first; the decoded calls and checks (the longest render) follow once their code
          is in, in a task of their own. */}
      <LatePart
        load={loadPanels}
        props={{ tx, safeInfo }}
        what="the transaction's decoded calls and checks"
        failed="This transaction's checks could not load"
      />
    </>
  )
}
