import type { TransactionInfo } from '@concord/gateway-client'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView } from '../../../ui/AddressView'
import { ExplorerLink } from '../../../ui/ExplorerLink'
import { TokenLogo } from '../../../ui/TokenLogo'
import { transferAmountText } from './transferAmountText'

const NATIVE = '0x0000000000000000000000000000000000000000'

/** A transfer in or out of the Safe: sender, recipient, token and amount, and the chain transaction that made it. */
export function TransferPanel({
  info,
  txHash,
}: {
  info: Extract<TransactionInfo, { type: 'Transfer' }>
  txHash: string | null
}) {
  const { chain } = useCurrentSafe()
  const t = info.transferInfo
  return (
    <section className="card" aria-label="Transfer">
      <h2>{info.direction === 'INCOMING' ? 'Received' : 'Transfer'}</h2>
      <dl className="fields">
        <dt>Amount</dt>
        <dd>
          <span className="token-cell">
            <TokenLogo
              logoUri={t.type === 'NATIVE_COIN' ? chain.nativeCurrency.logoUri : t.logoUri}
              symbol={t.type === 'NATIVE_COIN' ? chain.nativeCurrency.symbol : (t.tokenSymbol ?? '')}
              address={t.type === 'NATIVE_COIN' ? NATIVE : t.tokenAddress}
            />
            {transferAmountText(t, chain.nativeCurrency)}
          </span>
        </dd>
        {t.type === 'NATIVE_COIN' ? null : (
          <>
            <dt>Token</dt>
            <dd>
              <AddressView value={t.tokenAddress} name={t.tokenName} />
            </dd>
          </>
        )}
        <dt>From</dt>
        <dd>
          <AddressView value={info.sender.value} name={info.sender.name} />
        </dd>
        <dt>To</dt>
        <dd>
          <AddressView value={info.recipient.value} name={info.recipient.name} />
        </dd>
        {txHash ? (
          <>
            <dt>Transaction</dt>
            <dd>
              <AddressView value={txHash} /> <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={txHash} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
