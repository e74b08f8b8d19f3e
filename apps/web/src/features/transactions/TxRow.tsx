import type { TransactionSummary } from '@concord/gateway-client'
import { useAccount } from 'wagmi'
import { useCurrentSafe } from '../../services/currentSafe'
import { txDetailsPath } from '../../services/safePath'
import { shortenAddress } from '../../ui/AddressView'
import { formatTimeOfDay } from '../../ui/formatTimeOfDay'
import { StatusPill } from '../../ui/StatusPill'
import { confirmationsText, describeTx, rowStatus, rowTone } from '../../ui/tx/describeTx'
import { TxRowView } from '../../ui/tx/TxRowView'
import { txShape } from '../../ui/tx/txKind'
import { NestedApprovalNote } from '../nested-safes'
import { useProposerName } from './useProposerName'

/**
 * One transaction in a list: nonce, what it does, confirmations, its status or (queued) what the connected wallet must
 * do about it — or that its execution is on its way (sent, not mined yet); opens its details.
 */
export function TxRow({
  tx,
  queued,
  inConflict,
  executing,
}: {
  tx: TransactionSummary
  queued: boolean
  inConflict: boolean
  executing: boolean
}) {
  const { chain, address, shortName } = useCurrentSafe()
  const nonce = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.nonce : null
  const { address: account } = useAccount()
  const status = executing ? { className: 'status-tag--executing', text: 'Executing…' } : rowStatus(tx, queued, account)
  const time = formatTimeOfDay(tx.timestamp)
  return (
    <li className={`tx-row${inConflict ? ' tx-row--conflict' : ''}`}>
      <TxRowView
        to={txDetailsPath(shortName, address, tx.id)}
        shape={txShape(tx.txInfo, chain.nativeCurrency)}
        title={describeTx(tx.txInfo, chain.nativeCurrency.symbol, tx.txStatus)}
        nonce={nonce}
        time={queued ? undefined : time}
        confirmations={confirmationsText(tx)}
        below={<RowBelow tx={tx} />}
        status={
          <StatusPill
            tone={executing ? 'info' : rowTone(tx, queued, account)}
            className={`tx-row__status status-tag ${status.className}`}
          >
            {status.text}
          </StatusPill>
        }
      />
    </li>
  )
}

/** Under a row's title: the proposer (delegate) by name when one proposed it, and the note. */
function RowBelow({ tx }: { tx: TransactionSummary }) {
  const delegate = tx.executionInfo?.type === 'MULTISIG' ? tx.executionInfo.proposedByDelegate : undefined
  const name = useProposerName(delegate)
  return (
    <>
      <NestedApprovalNote tx={tx} />
      {delegate ? (
        <small className="tx-row__proposer muted">Proposed by {name ?? shortenAddress(delegate)}</small>
      ) : null}
      {tx.note ? <small className="tx-row__note">{tx.note}</small> : null}
    </>
  )
}
