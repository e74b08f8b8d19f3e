import type { TransactionSummary } from '@concord/gateway-client'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { useCurrentSafe } from '../../services/currentSafe'
import { txDetailsPath } from '../../services/safePath'
import { confirmationsText, describeTx, rowStatus } from '../../ui/tx/describeTx'

/**
 * One transaction in a list: nonce, what it does, confirmations, its status or (queued) what the connected wallet must
 * do about it; opens its details.
 */
export function TxRow({ tx, queued, inConflict }: { tx: TransactionSummary; queued: boolean; inConflict: boolean }) {
  const { chain, address, shortName } = useCurrentSafe()
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null
  const { address: account } = useAccount()
  const confirmations = confirmationsText(tx)
  const status = rowStatus(tx, queued, account)
  const time = new Date(tx.timestamp).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  return (
    <li className={`tx-row${inConflict ? ' tx-row--conflict' : ''}`}>
      <Link to={txDetailsPath(shortName, address, tx.id)} className="tx-row__link">
        <span className="tx-row__nonce">{nonce ?? ''}</span>
        <span className="tx-row__what">
          {describeTx(tx.txInfo, chain.nativeCurrency.symbol)}
          {tx.note ? <small className="tx-row__note">{tx.note}</small> : null}
        </span>
        {queued ? null : <span className="tx-row__time">{time}</span>}
        {confirmations ? <span className="tx-row__confirmations">{confirmations}</span> : null}
        <span className={`tx-row__status status-tag ${status.className}`}>{status.text}</span>
      </Link>
    </li>
  )
}
