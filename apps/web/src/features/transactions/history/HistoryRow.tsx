import type { TransactionSummary } from '@concord/gateway-client'
import { Link } from 'react-router'
import { useCurrentSafe } from '../../../services/currentSafe'
import { txDetailsPath } from '../../../services/safePath'
import { shortenAddress } from '../../../ui/AddressView'
import { describeTx, rowStatus } from '../../../ui/tx/describeTx'
import { historyRowFacts, KIND_ICONS } from './historyRowFacts'

const KIND_WORDS = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  settings: 'Settings change',
  module: 'Module execution',
  creation: 'Creation',
  rejection: 'Rejection',
  contract: 'Contract call',
} as const

/**
 * One executed entry: an icon and its kind, the direction and counterparty, what it did, its note, the time and status;
 * a transfer that imitates a known address is flagged in words. Opens its details.
 */
export function HistoryRow(props: {
  tx: TransactionSummary
  suspicious: boolean
  lookup: (address: string) => string | undefined
}) {
  const { tx, suspicious } = props
  const { chain, address, shortName } = useCurrentSafe()
  const facts = historyRowFacts(tx, address, chain.nativeCurrency)
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null
  const status = rowStatus(tx, false, undefined)
  const time = new Date(tx.timestamp).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  const party = facts.counterparty
  const name = party ? props.lookup(party) : undefined
  return (
    <li
      className={`tx-row history-row history-row--${facts.kind}${suspicious ? ' history-row--suspicious' : ''}`}
      data-kind={facts.kind}
    >
      <Link to={txDetailsPath(shortName, address, tx.id)} className="tx-row__link">
        <span className="tx-row__nonce">{nonce ?? ''}</span>
        <span
          className="history-row__icon"
          role="img"
          aria-label={KIND_WORDS[facts.kind]}
          title={KIND_WORDS[facts.kind]}
        >
          {KIND_ICONS[facts.kind]}
        </span>
        <span className="tx-row__what">
          {describeTx(tx.txInfo, chain.nativeCurrency.symbol)}
          {party ? (
            <span className="history-row__party muted">
              {' '}
              {facts.direction === 'Received' ? 'from' : facts.direction === 'Created' ? 'by' : 'to'}{' '}
              {name ? `${name} ` : ''}
              <code title={party}>{shortenAddress(party)}</code>
            </span>
          ) : null}
          {tx.note ? <small className="tx-row__note">{tx.note}</small> : null}
          {suspicious ? (
            <span className="status-tag status-tag--failed history-row__flag">
              Suspicious: the sender imitates an address you know — do not copy it
            </span>
          ) : null}
        </span>
        <span className="tx-row__time">{time}</span>
        <span className={`tx-row__status status-tag ${status.className}`}>{status.text}</span>
      </Link>
    </li>
  )
}
