import type { SafeInfo } from '@concord/gateway-client'
import { LateEnsName } from '../../ens/LateEnsName'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { Blockie } from '../../ui/Blockie'
import { useAddressBook } from '../address-book'

/** The Safe's identity and setup at a glance: blockie, address, chain, threshold, owners, nonce, version. */
export function SafeOverview({ info }: { info: SafeInfo }) {
  const { chain, address } = useCurrentSafe()
  const book = useAddressBook()
  return (
    <section className="card overview" aria-label="Safe overview">
      <Blockie address={address} size={48} />
      <div className="overview__body">
        <AddressView value={address} blockie={false} short />
        <dl className="fields">
          <dt>Network</dt>
          <dd>{chain.chainName}</dd>
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
                  {/* An owner the user has not named shows its verified ENS name, as Safe{Wallet} does. */}
                  {book.lookup(o.value) ? null : <LateEnsName chain={chain} address={o.value} />}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </section>
  )
}
