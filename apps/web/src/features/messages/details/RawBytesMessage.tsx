import type { TransactionDetails } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeDomainSeparator, hashSafeTxMessage } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { Hex } from 'viem'
import { transactionDetailsQuery } from '../../../query/gatewayQueries'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { txDetailsPath } from '../../../services/safePath'
import { AddressView } from '../../../ui/AddressView'
import { nestedTxEncoding } from '../shared/nestedTxEncoding'

type Encoding = NonNullable<ReturnType<typeof nestedTxEncoding>>

/**
 * Whether the gateway's transaction is the one the bytes encode, recomputed here: its Safe's domain separator (with
 * the chain id from 1.3.0, without it before) and its SafeTx struct hash. The gateway is not trusted to say so.
 */
function encodesTransaction(details: TransactionDetails, encoding: Encoding, chainId: string): boolean {
  const exec = details.detailedExecutionInfo
  if (exec?.type !== 'MULTISIG' || !details.txData) return false
  try {
    const tx = buildSafeTransactionData({
      to: details.txData.to.value,
      value: details.txData.value ?? '0',
      data: details.txData.hexData ?? '0x',
      operation: details.txData.operation,
      safeTxGas: exec.safeTxGas,
      baseGas: exec.baseGas,
      gasPrice: exec.gasPrice,
      gasToken: exec.gasToken,
      refundReceiver: exec.refundReceiver.value,
      nonce: exec.nonce,
    })
    const safe = { chainId: BigInt(chainId), safeAddress: details.safeAddress }
    const domains = ['1.4.1', '1.1.1'].map((version) => getSafeDomainSeparator({ ...safe, version }).toLowerCase())
    return (
      domains.includes(encoding.domainSeparator.toLowerCase()) &&
      hashSafeTxMessage({ tx }).toLowerCase() === encoding.structHash.toLowerCase()
    )
  } catch {
    return false
  }
}

/** What a nested Safe's transaction, as its encoding names it, is: a link to it once recomputed, or why not. */
function NestedTransaction({ encoding }: { encoding: Encoding }) {
  const { gateway } = useApp()
  const { chain, shortName } = useCurrentSafe()
  const details = useQuery(transactionDetailsQuery(gateway, chain.chainId, encoding.safeTxHash))
  if (details.isPending) return <p role="status">Looking up the transaction with this safeTxHash…</p>
  const found = details.data
  if (!found || !encodesTransaction(found, encoding, chain.chainId)) {
    return (
      <p className="muted">
        Concord knows no transaction with safeTxHash <code className="break">{encoding.safeTxHash}</code> whose encoding
        these bytes are, so it cannot say which Safe's transaction this is. Sign only if you know it.
      </p>
    )
  }
  const nonce = found.detailedExecutionInfo?.type === 'MULTISIG' ? found.detailedExecutionInfo.nonce : null
  return (
    <p>
      It is transaction {nonce === null ? '' : `#${nonce} `}of the Safe <AddressView value={found.safeAddress} />, which
      this Safe owns.{' '}
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
  const encoding = nestedTxEncoding(raw)
  return (
    <>
      {encoding ? (
        <>
          <p>
            <strong>A nested Safe's transaction.</strong> These 66 bytes are a Safe transaction's EIP-712 encoding
            (0x1901 ‖ the Safe's domain separator ‖ the SafeTx struct hash). Signing this message confirms that
            transaction for this Safe, as an owner of the Safe it belongs to.
          </p>
          <NestedTransaction encoding={encoding} />
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
