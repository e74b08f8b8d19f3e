import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAddressName } from '../AddressNames'
import { shortenAddress } from '../AddressView'
import { Amount } from '../Amount'
import { Blockie } from '../Blockie'
import { KindIcon } from './KindIcon'
import type { TxShape } from './txKind'

/**
 * One transaction row, the same in the queue, the history and the dashboard: the kind icon (direction arrow for
 * transfers), what it does and with whom (the counterparty's blockie, address-book name or short address), the amount
 * moved, the row's facts (nonce, time, confirmations) and its status pill. The whole row opens the details.
 */
export function TxRowView(props: {
  to: string
  shape: TxShape
  title: string
  /** The words of the kind icon when they say more than the kind (a module execution). */
  kindLabel?: string | undefined
  /** The counterparty's name when the caller knows it (else the address book's, through AddressNames). */
  counterpartyName?: string | undefined
  nonce?: number | null
  time?: string | undefined
  confirmations?: string | null
  status: ReactNode
  /** Under the title: the note, warnings. */
  below?: ReactNode
}) {
  const { shape } = props
  return (
    <Link to={props.to} className="tx-row__link">
      <KindIcon kind={shape.kind} label={props.kindLabel} />
      <span className="tx-row__what">
        <span className="tx-row__title" title={props.title}>
          {props.nonce != null ? <span className="tx-row__nonce">{props.nonce}</span> : null}
          {props.title}
        </span>
        {shape.counterparty ? (
          <Counterparty kind={shape.kind} address={shape.counterparty} known={props.counterpartyName} />
        ) : null}
        {props.below}
      </span>
      {shape.moved ? (
        <span className="tx-row__amount">
          <Amount token={shape.moved.token} value={shape.moved.value} sign={shape.moved.sign} />
        </span>
      ) : null}
      <span className="tx-row__meta">
        {props.time ? <span className="tx-row__time">{props.time}</span> : null}
        {props.confirmations ? <span className="tx-row__confirmations">{props.confirmations}</span> : null}
      </span>
      {props.status}
    </Link>
  )
}

function Counterparty({
  kind,
  address,
  known,
}: {
  kind: TxShape['kind']
  address: string
  known?: string | undefined
}) {
  const name = useAddressName(address) ?? known
  const word = kind === 'incoming' ? 'from' : kind === 'creation' ? 'by' : 'to'
  return (
    <span className="tx-row__party muted">
      {word} {name ? `${name} ` : ''}
      <Blockie address={address} size={14} />
      <code title={address}>{shortenAddress(address)}</code>
    </span>
  )
}
