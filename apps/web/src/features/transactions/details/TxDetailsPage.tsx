import type { SafeInfo, TransactionDetails } from '@concord/gateway-client'
import { isSupportedVersion, toSafeVersion } from '@concord/protocol'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { simulatedFailure, TxChecks, useCallChecks } from '../../../tx'
import { AddressView } from '../../../ui/AddressView'
import { CopyButton } from '../../../ui/CopyButton'
import { ExplorerLink } from '../../../ui/ExplorerLink'
import { InLaterTask } from '../../../ui/InLaterTask'
import { QueryView } from '../../../ui/QueryView'
import { StatusPill } from '../../../ui/StatusPill'
import { describeTx, statusText, statusTone } from '../../../ui/tx/describeTx'
import { SpentFromLimitNote } from '../../spending-limits'
import { CreationPanel } from './CreationPanel'
import { MultisigChecks } from './MultisigChecks'
import { safeCallOfDetails } from './safeCallOfDetails'
import { TransferPanel } from './TransferPanel'
import { TxDataPanel } from './TxDataPanel'
import { useTxDetails } from './useTxDetails'
import { YourSignersPanel } from './YourSignersPanel'

const PENDING: ReadonlySet<string> = new Set(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'])

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
        {(tx) => <TxDetailsBody tx={tx} safeInfo={safeInfo} />}
      </QueryView>
    </section>
  )
}

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
          Executed {tx.executedAt ? new Date(tx.executedAt).toLocaleString() : ''} in <code>{tx.txHash}</code>{' '}
          <CopyButton value={tx.txHash} />
          <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={tx.txHash} />
        </p>
      ) : null}
      {/* The title and status paint first; the decoded calls and checks (the longest render) follow in a task of
          their own. */}
      <InLaterTask>
        <TxDetailsPanels tx={tx} safeInfo={safeInfo} />
      </InLaterTask>
    </>
  )
}

/**
 * What is signed first (what moves, the decoded calls, the warnings), who signed and what to do; the hashes and raw
 * fields after, for those who check them.
 */
function TxDetailsPanels({ tx, safeInfo }: { tx: TransactionDetails; safeInfo: SafeInfo | undefined }) {
  const version = safeInfo?.version ?? null
  const exec = tx.detailedExecutionInfo
  const owners = useMemo(() => safeInfo?.owners.map((o) => o.value) ?? [], [safeInfo])
  const call = useMemo(() => safeCallOfDetails(tx), [tx])
  const queued = tx.txHash === null && PENDING.has(tx.txStatus)
  const supported = version && isSupportedVersion(version) ? toSafeVersion(version) : null
  const checks = useCallChecks(call, supported, owners, { simulate: queued })
  return (
    <>
      {tx.txInfo.type === 'Transfer' ? <TransferPanel info={tx.txInfo} txHash={tx.txHash} /> : null}
      {tx.txInfo.type === 'Creation' ? <CreationPanel info={tx.txInfo} /> : null}
      {call ? <TxChecks call={call} checks={checks} simulate={queued} /> : null}
      {exec?.type === 'MULTISIG' ? <YourSignersPanel exec={exec} owners={owners} queued={queued} /> : null}
      {exec?.type === 'MULTISIG' ? (
        <MultisigChecks
          tx={tx}
          safeInfo={safeInfo}
          owners={owners}
          queued={queued}
          failure={simulatedFailure(checks)}
        />
      ) : null}
      {exec?.type === 'MODULE' ? (
        <p>
          Executed by module <AddressView value={exec.address.value} name={exec.address.name} />
        </p>
      ) : null}
      <SpentFromLimitNote tx={tx} />
      <TxDataPanel data={tx.txData} exec={exec} />
    </>
  )
}
