import type { TransactionSummary } from '@concord/gateway-client'
import { useCurrentSafe } from '../../../services/currentSafe'
import { txDetailsPath } from '../../../services/safePath'
import { formatTimeOfDay } from '../../../ui/formatTimeOfDay'
import { StatusPill } from '../../../ui/StatusPill'
import { describeTx, rowStatus, rowTone } from '../../../ui/tx/describeTx'
import { TxRowView } from '../../../ui/tx/TxRowView'
import { txShape } from '../../../ui/tx/txKind'
import { SpentFromLimitLine } from '../../spending-limits'
import { historyRowFacts } from './historyRowFacts'

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
  const time = formatTimeOfDay(tx.timestamp)
  return (
    <li
      className={`tx-row history-row history-row--${facts.kind}${suspicious ? ' history-row--suspicious' : ''}`}
      data-kind={facts.kind}
    >
      <TxRowView
        to={txDetailsPath(shortName, address, tx.id)}
        shape={{ ...txShape(tx.txInfo, chain.nativeCurrency), counterparty: facts.counterparty }}
        kindLabel={KIND_WORDS[facts.kind]}
        counterpartyName={facts.counterparty ? props.lookup(facts.counterparty) : undefined}
        title={describeTx(tx.txInfo, chain.nativeCurrency.symbol)}
        nonce={nonce}
        time={time}
        below={
          <>
            {tx.note ? <small className="tx-row__note">{tx.note}</small> : null}
            <SpentFromLimitLine tx={tx} />
            {suspicious ? (
              <span className="status-tag status-tag--failed history-row__flag">
                Suspicious: the sender imitates an address you know — do not copy it
              </span>
            ) : null}
          </>
        }
        status={
          <StatusPill tone={rowTone(tx, false, undefined)} className={`tx-row__status status-tag ${status.className}`}>
            {status.text}
          </StatusPill>
        }
      />
    </li>
  )
}
