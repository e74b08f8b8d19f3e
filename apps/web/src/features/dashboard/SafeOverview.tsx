import type { SafeInfo } from '@concord/gateway-client'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { ExplorerLink } from '../../ui/ExplorerLink'
import { useAddressBook } from '../address-book'
import { QrCode } from './QrCode'

/** The Safe's identity and setup at a glance: address, QR, explorer, threshold, owners, nonce, version. */
export function SafeOverview({ info }: { info: SafeInfo }) {
  const { chain, address, shortName } = useCurrentSafe()
  const book = useAddressBook()
  return (
    <section className="card overview" aria-label="Safe overview">
      <QrCode text={`${shortName}:${address}`} label={`QR code of ${shortName}:${address}`} />
      <div>
        <AddressView value={address} />
        <ExplorerLink templates={chain.blockExplorerUriTemplate} address={address} />
        <dl className="fields">
          <dt>Threshold</dt>
          <dd>
            {info.threshold}/{info.owners.length}
          </dd>
          <dt>Nonce</dt>
          <dd>{info.nonce}</dd>
          <dt>Version</dt>
          <dd>{info.version ?? 'Unknown'}</dd>
          <dt>Owners</dt>
          <dd>
            <ul className="plain">
              {info.owners.map((o) => (
                <li key={o.value}>
                  <AddressView value={o.value} name={book.lookup(o.value) ?? o.name} short />
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </section>
  )
}
