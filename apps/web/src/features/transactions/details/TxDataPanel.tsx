import type { DetailedExecutionInfo, TransactionData } from '@concord/gateway-client'
import { formatUnits } from 'viem'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView } from '../../../ui/AddressView'

/** The transaction's fields: to, value, operation, nonce and gas settings; the raw data one click away. */
export function TxDataPanel({ data, exec }: { data: TransactionData | null; exec: DetailedExecutionInfo | null }) {
  const { chain } = useCurrentSafe()
  const multisig = exec?.type === 'MULTISIG' ? exec : null
  return (
    <section className="card" aria-label="Transaction data">
      <h2>Transaction data</h2>
      {data?.operation === 1 ? (
        <div className="banner banner--danger" role="alert">
          DELEGATE call: the target's code runs with this Safe's storage and funds.
          {data.trustedDelegateCallTarget
            ? ' The gateway marks this target as trusted.'
            : ' The target is not trusted.'}
        </div>
      ) : null}
      <dl className="fields">
        {data ? (
          <>
            <dt>To</dt>
            <dd>
              <AddressView value={data.to.value} name={data.to.name} />
            </dd>
            <dt>Value</dt>
            <dd>
              {formatUnits(BigInt(data.value ?? '0'), chain.nativeCurrency.decimals)} {chain.nativeCurrency.symbol}
            </dd>
            <dt>Operation</dt>
            <dd>{data.operation === 1 ? '1 (DELEGATE)' : '0 (CALL)'}</dd>
            <dt>Data</dt>
            <dd>
              {data.hexData ? (
                <details className="raw-data">
                  <summary>Raw data ({(data.hexData.length - 2) / 2} bytes)</summary>
                  <code className="break">{data.hexData}</code>
                </details>
              ) : (
                'none'
              )}
            </dd>
          </>
        ) : null}
        {multisig ? (
          <>
            <dt>Nonce</dt>
            <dd>{multisig.nonce}</dd>
            <dt>safeTxGas</dt>
            <dd>{multisig.safeTxGas}</dd>
            <dt>baseGas</dt>
            <dd>{multisig.baseGas}</dd>
            <dt>gasPrice</dt>
            <dd>{multisig.gasPrice}</dd>
            <dt>gasToken</dt>
            <dd>
              <code>{multisig.gasToken}</code>
            </dd>
            <dt>refundReceiver</dt>
            <dd>
              <code>{multisig.refundReceiver.value}</code>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
