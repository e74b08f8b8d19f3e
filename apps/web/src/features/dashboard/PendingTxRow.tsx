import type { TransactionSummary } from '@concord/gateway-client'
import { useCurrentSafe } from '../../services/currentSafe'
import { txDetailsPath } from '../../services/safePath'
import { StatusPill } from '../../ui/StatusPill'
import { confirmationsText, describeTx, needsTone } from '../../ui/tx/describeTx'
import type { PendingNeeds } from '../../ui/tx/pendingNeeds'
import { TxRowView } from '../../ui/tx/TxRowView'
import { txShape } from '../../ui/tx/txKind'

/** One pending transaction on the dashboard: nonce, what it does, confirmations and what it needs; opens details. */
export function PendingTxRow({ tx, needs }: { tx: TransactionSummary; needs: PendingNeeds }) {
  const { chain, address, shortName } = useCurrentSafe()
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null
  return (
    <li className="tx-row">
      <TxRowView
        to={txDetailsPath(shortName, address, tx.id)}
        shape={txShape(tx.txInfo, chain.nativeCurrency)}
        title={describeTx(tx.txInfo, chain.nativeCurrency.symbol, tx.txStatus)}
        nonce={nonce}
        confirmations={confirmationsText(tx)}
        status={
          <StatusPill
            tone={needsTone(needs.kind)}
            className={`tx-row__status status-tag status-tag--needs-${needs.kind}`}
            testId="pending-needs"
          >
            {needs.text}
          </StatusPill>
        }
      />
    </li>
  )
}
