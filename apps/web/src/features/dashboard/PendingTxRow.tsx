import type { TransactionSummary } from '@concord/gateway-client'
import { Link } from 'react-router'
import { useCurrentSafe } from '../../services/currentSafe'
import { txDetailsPath } from '../../services/safePath'
import { confirmationsText, describeTx } from '../../ui/tx/describeTx'
import type { PendingNeeds } from '../../ui/tx/pendingNeeds'

/** One pending transaction on the dashboard: nonce, what it does, confirmations and what it needs; opens details. */
export function PendingTxRow({ tx, needs }: { tx: TransactionSummary; needs: PendingNeeds }) {
  const { chain, address, shortName } = useCurrentSafe()
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null
  const confirmations = confirmationsText(tx)
  return (
    <li className="tx-row">
      <Link to={txDetailsPath(shortName, address, tx.id)} className="tx-row__link">
        <span className="tx-row__nonce">{nonce ?? ''}</span>
        <span className="tx-row__what">{describeTx(tx.txInfo, chain.nativeCurrency.symbol)}</span>
        {confirmations ? <span className="tx-row__confirmations">{confirmations}</span> : null}
        <span className={`tx-row__status status-tag status-tag--needs-${needs.kind}`} data-testid="pending-needs">
          {needs.text}
        </span>
      </Link>
    </li>
  )
}
