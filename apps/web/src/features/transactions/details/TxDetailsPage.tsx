import { useSearchParams } from 'react-router'
import { useSafeInfo } from '../../../query/useSafeInfo'
import { useCurrentSafe } from '../../../services/currentSafe'
import { ExplorerLink } from '../../../ui/ExplorerLink'
import { QueryView } from '../../../ui/QueryView'
import { describeTx, statusText } from '../../../ui/tx/describeTx'
import { BatchActions } from './BatchActions'
import { HashesPanel } from './HashesPanel'
import { multiSendActions } from './multiSendActions'
import { SignersPanel } from './SignersPanel'
import { TxActions } from './TxActions'
import { TxDataPanel } from './TxDataPanel'
import { useTxDetails } from './useTxDetails'
import { verifyTxHashes } from './verifyTxHashes'

/** Everything about one transaction, with its hashes recomputed in the browser. */
export function TxDetailsPage() {
  const id = useSearchParams()[0].get('id') ?? ''
  const { chain } = useCurrentSafe()
  const details = useTxDetails(id)
  const safeInfo = useSafeInfo().data
  const version = safeInfo?.version ?? null
  if (!id) return <p role="alert">This link names no transaction (missing ?id=).</p>
  return (
    <section className="page">
      <QueryView query={details} what="the transaction">
        {(tx) => {
          const exec = tx.detailedExecutionInfo
          const check = verifyTxHashes(tx, chain.chainId, version)
          return (
            <>
              <div className="page__head">
                <h1>{describeTx(tx.txInfo, chain.nativeCurrency.symbol)}</h1>
                <span className={`status-tag status-tag--${tx.txStatus.toLowerCase()}`}>{statusText(tx.txStatus)}</span>
              </div>
              {tx.note ? (
                <p className="tx-note">
                  <strong>Note:</strong> {tx.note}
                </p>
              ) : null}
              {tx.txHash ? (
                <p>
                  Executed {tx.executedAt ? new Date(tx.executedAt).toLocaleString() : ''} in <code>{tx.txHash}</code>{' '}
                  <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={tx.txHash} />
                </p>
              ) : null}
              {exec?.type === 'MULTISIG' ? <HashesPanel check={check} /> : null}
              <TxDataPanel data={tx.txData} exec={exec} />
              <BatchActions actions={multiSendActions(tx.txData)} />
              {exec?.type === 'MULTISIG' ? <SignersPanel exec={exec} /> : null}
              {safeInfo ? <TxActions tx={tx} safe={safeInfo} check={check} /> : null}
              {exec?.type === 'MODULE' ? (
                <p>
                  Executed by module <code>{exec.address.value}</code>
                </p>
              ) : null}
            </>
          )
        }}
      </QueryView>
    </section>
  )
}
