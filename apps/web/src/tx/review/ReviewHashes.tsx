import {
  getSafeDomainSeparator,
  hashSafeTx,
  hashSafeTxMessage,
  type SafeTransactionData,
  type SafeVersion,
} from '@concord/protocol'
import type { Address } from 'viem'
import { AddressView } from '../../ui/AddressView'

/** The domain hash, message hash and safeTxHash computed in the browser: compare them with the signing device's. */
export function ReviewHashes({
  tx,
  chainId,
  safe,
  version,
}: {
  tx: SafeTransactionData
  chainId: string
  safe: Address
  version: SafeVersion
}) {
  const domain = { chainId: BigInt(chainId), safeAddress: safe, version }
  return (
    <section className="card" aria-label="Hashes">
      <h2>Hashes</h2>
      <p className="muted">
        Computed in your browser. A hardware wallet shows the same ones: compare them before signing.
      </p>
      <dl className="fields">
        <dt>Domain hash</dt>
        <dd>
          <AddressView value={getSafeDomainSeparator(domain)} />
        </dd>
        <dt>Message hash</dt>
        <dd>
          <AddressView value={hashSafeTxMessage({ tx })} />
        </dd>
        <dt>safeTxHash</dt>
        <dd>
          <AddressView value={hashSafeTx({ ...domain, tx })} />
        </dd>
      </dl>
    </section>
  )
}
