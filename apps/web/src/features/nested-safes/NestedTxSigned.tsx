import type { DataDecoded } from '@concord/gateway-client'
import { type Address, formatUnits, type Hex } from 'viem'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import type { NestedTxMessage } from './nestedSafeTxMessage'

/**
 * What the parent's owners sign when they confirm a nested transaction off chain, before anyone signs: the nested Safe,
 * its transaction (decoded where the gateway decoded it), the safeTxHash, and the bytes of the parent's message.
 */
export function NestedTxSigned(props: {
  nested: Address
  safeTxHash: Hex
  message: NestedTxMessage
  decoded: DataDecoded | null
}) {
  const { chain } = useCurrentSafe()
  const { tx, kind } = props.message
  return (
    <details className="raw-data" open>
      <summary>What the parent's owners sign</summary>
      <dl className="fields">
        <dt>Nested Safe</dt>
        <dd>
          <AddressView value={props.nested} />
        </dd>
        <dt>Its transaction</dt>
        <dd>
          Nonce {tx.nonce.toString()}: {tx.operation === 1 ? 'DELEGATE call' : 'call'} to <AddressView value={tx.to} />{' '}
          with {formatUnits(tx.value, chain.nativeCurrency.decimals)} {chain.nativeCurrency.symbol}
          {props.decoded ? (
            <>
              , <code>{props.decoded.method}</code>
            </>
          ) : tx.data === '0x' ? (
            ', no data'
          ) : (
            `, ${(tx.data.length - 2) / 2} bytes of data`
          )}
        </dd>
        <dt>safeTxHash</dt>
        <dd>
          <code className="break">{props.safeTxHash}</code>
        </dd>
        <dt>Signed as</dt>
        <dd>
          {kind === 'RAW_BYTES'
            ? "The parent's SafeMessage over the transaction's raw EIP-712 encoding (0x1901 ‖ the nested Safe's domain separator ‖ the SafeTx struct hash): a nested Safe up to 1.4.1 asks its parent about exactly these bytes."
            : "The parent's SafeMessage over the transaction's EIP-712 typed data, whose hash is the safeTxHash: a nested Safe from 1.5.0 asks its parent about that hash."}
        </dd>
        {kind === 'RAW_BYTES' ? (
          <>
            <dt>Raw encoding</dt>
            <dd>
              <code className="break" data-testid="nested-raw-encoding">
                {props.message.content}
              </code>
            </dd>
          </>
        ) : null}
        <dt>Parent's message hash</dt>
        <dd>
          <code className="break">{props.message.messageHash}</code>
        </dd>
      </dl>
    </details>
  )
}
