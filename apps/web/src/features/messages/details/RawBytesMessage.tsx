import { Link } from 'react-router'
import type { Hex } from 'viem'
import { useCurrentSafe } from '../../../services/currentSafe'
import { txDetailsPath } from '../../../services/safePath'
import { AddressView } from '../../../ui/AddressView'
import { type Encoding, useRawBytesTransaction } from './useRawBytesTransaction'

/** What a nested Safe's transaction, as its encoding names it, is: a link to it once recomputed, or why not. */
function NestedTransaction({ encoding, raw }: { encoding: Encoding; raw: Hex }) {
  const { shortName, address } = useCurrentSafe()
  const { tx: found, isPending } = useRawBytesTransaction(raw)
  if (isPending) return <p role="status">Looking up the transaction with this safeTxHash…</p>
  if (!found) {
    return (
      <p className="muted">
        Concord knows no transaction with safeTxHash <code className="break">{encoding.safeTxHash}</code> whose encoding
        these bytes are, so it cannot say which Safe's transaction this is. Sign only if you know it.
      </p>
    )
  }
  const exec = found.detailedExecutionInfo?.type === 'MULTISIG' ? found.detailedExecutionInfo : null
  const owned = exec?.signers.some((s) => s.value.toLowerCase() === address.toLowerCase()) ?? false
  return (
    <p>
      It is transaction {exec ? `#${exec.nonce} ` : ''}of the Safe <AddressView value={found.safeAddress} />
      {owned ? ', which this Safe owns.' : ', which this Safe does not own: its signature would not count there.'}{' '}
      <Link to={txDetailsPath(shortName, found.safeAddress, found.txId)}>Open the nested Safe's transaction</Link>
    </p>
  )
}

/**
 * A RAW_BYTES message in words: owners sign a SafeMessage over these bytes unhashed. When they are a Safe
 * transaction's EIP-712 encoding, this Safe's signature confirms that transaction of a Safe it owns (a nested Safe up
 * to 1.4.1 asks its owner Safe about exactly these bytes).
 */
export function RawBytesMessage({ raw }: { raw: Hex }) {
  const { encoding } = useRawBytesTransaction(raw)
  return (
    <>
      {encoding ? (
        <>
          <p>
            <strong>A nested Safe's transaction.</strong> These 66 bytes are a Safe transaction's EIP-712 encoding
            (0x1901 ‖ the Safe's domain separator ‖ the SafeTx struct hash). Signing this message confirms that
            transaction for this Safe, as an owner of the Safe it belongs to.
          </p>
          <NestedTransaction encoding={encoding} raw={raw} />
          <dl className="fields">
            <dt>safeTxHash</dt>
            <dd>
              <code className="break">{encoding.safeTxHash}</code>
            </dd>
            <dt>Domain separator</dt>
            <dd>
              <code className="break">{encoding.domainSeparator}</code>
            </dd>
            <dt>SafeTx struct hash</dt>
            <dd>
              <code className="break">{encoding.structHash}</code>
            </dd>
          </dl>
        </>
      ) : (
        <p>Raw bytes ({(raw.length - 2) / 2} bytes), signed as they are: no text or typed data to show.</p>
      )}
      <details className="raw-data">
        <summary>Raw bytes</summary>
        <code className="break">{raw}</code>
      </details>
    </>
  )
}
