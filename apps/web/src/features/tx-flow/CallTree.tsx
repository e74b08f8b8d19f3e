import { useQuery } from '@tanstack/react-query'
import { formatEther } from 'viem'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { DecodedCall } from '../../ui/DecodedCall'
import { useAddressBook } from '../address-book'
import type { FlatCall } from './flattenCalls'
import type { SafeCall } from './safeTxFromDraft'

/** The call the Safe makes and, for a batch, each call inside it, decoded by the gateway where it knows the ABI. */
export function CallTree({ call, calls }: { call: SafeCall; calls: FlatCall[] }) {
  const batched = calls.length > 0 && calls[0]?.batchIndex !== null
  return (
    <section className="card" aria-label="Calls">
      <h2>{batched ? `Batch of ${calls.length} calls` : 'Call'}</h2>
      {batched ? (
        <p className="muted">
          One DELEGATE call to MultiSend <AddressView value={call.to} short /> runs them in order; if one fails, none
          happens.
        </p>
      ) : null}
      <ol className="batch">
        {calls.map((c, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: calls have no identity beyond their place in the batch
          <CallItem key={index} call={c} />
        ))}
      </ol>
    </section>
  )
}

function CallItem({ call }: { call: FlatCall }) {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const { lookup } = useAddressBook()
  const hasData = call.data !== '0x'
  // The gateway's name for a known contract (token, Safe library); the address book wins, the address always shows.
  const contract = useQuery({
    queryKey: ['txFlow', 'contract', chain.chainId, call.to],
    enabled: hasData || call.operation === 1,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => gatewayClient.getContract(chain.chainId, call.to),
  })
  const name = lookup(call.to) ?? (contract.data?.displayName || contract.data?.name || null)
  const decoded = useQuery({
    queryKey: ['txFlow', 'decode', chain.chainId, call.to, call.operation, call.data],
    enabled: hasData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => gatewayClient.getDecodedData(chain.chainId, call.operation, call.data, call.to),
  })
  return (
    <li>
      <strong>{decoded.data?.method ?? (hasData ? 'Contract call' : 'Transfer')}</strong>
      {call.operation === 1 ? <span className="tag tag--danger">DELEGATE call</span> : null}
      <div>
        To <AddressView value={call.to} name={name} />
      </div>
      <div>
        Value {formatEther(call.value)} {chain.nativeCurrency.symbol}
      </div>
      {decoded.data ? <DecodedCall decoded={decoded.data} /> : null}
      {hasData ? <code className="break">{call.data}</code> : null}
    </li>
  )
}
