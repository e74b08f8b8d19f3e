import { useQuery } from '@tanstack/react-query'
import { formatUnits } from 'viem'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressNameLookup } from '../../ui/AddressNames'
import { AddressView } from '../../ui/AddressView'
import { DecodedCall } from '../../ui/DecodedCall'
import { type DescribeContext, describeCall, tokenCallTargets } from './describeCall'
import type { FlatCall } from './flattenCalls'
import { type SafeParts, safeContractName } from './safeContractName'
import type { SafeCall } from './safeTxFromDraft'
import { useDescribeContext } from './useDescribeContext'
import { useSafeParts } from './useSafeParts'

/**
 * The call the Safe makes and, for a batch (nested ones unpacked), each call inside it: in words where Concord knows
 * the call (amounts in token units, settings changes), decoded by the gateway where it knows the ABI, raw on demand.
 */
export function CallTree({ call, calls }: { call: SafeCall; calls: FlatCall[] }) {
  const batched = calls.length > 0 && calls[0]?.batchIndex !== null
  const { address: safe } = useCurrentSafe()
  const ctx = useDescribeContext(tokenCallTargets(calls, safe))
  const parts = useSafeParts()
  return (
    <section className="card" aria-label="Calls">
      <h2>{batched ? `Batch of ${calls.length} calls` : 'Call'}</h2>
      {batched ? (
        <p className="muted">
          One DELEGATE call to MultiSend <AddressView value={call.to} name={safeContractName(call.to, parts)} short />{' '}
          runs them in order; if one fails, none happens.
        </p>
      ) : null}
      <ol className="batch">
        {calls.map((c, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: calls have no identity beyond their place in the batch
          <CallItem key={index} call={c} ctx={ctx} parts={parts} />
        ))}
      </ol>
      {batched ? <RawData data={call.data} /> : null}
    </section>
  )
}

/** The calldata, one click away. */
function RawData({ data }: { data: string }) {
  if (data === '0x') return null
  return (
    <details className="raw-data">
      <summary>Raw data</summary>
      <code className="break">{data}</code>
    </details>
  )
}

function CallItem({ call, ctx, parts }: { call: FlatCall; ctx: DescribeContext; parts: SafeParts }) {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const lookup = useAddressNameLookup()
  const hasData = call.data !== '0x'
  // The address book's name wins, then the Safe's own contracts, then the gateway's name for a known contract; the
  // address always shows.
  const contract = useQuery({
    queryKey: queryKeys.txFlow('contract', chain.chainId, call.to),
    enabled: hasData || call.operation === 1,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => gatewayClient.getContract(chain.chainId, call.to),
  })
  const name =
    lookup(call.to) ?? safeContractName(call.to, parts) ?? (contract.data?.displayName || contract.data?.name || null)
  const decoded = useQuery({
    queryKey: queryKeys.txFlow('decode', chain.chainId, call.to, call.operation, call.data),
    enabled: hasData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => gatewayClient.getDecodedData(chain.chainId, call.operation, call.data, call.to),
  })
  const words = describeCall(call, ctx)
  return (
    <li>
      {words ? <p className="call__words">{words}</p> : null}
      <strong>{decoded.data?.method ?? (hasData ? 'Contract call' : 'Transfer')}</strong>
      {call.operation === 1 ? <span className="tag tag--danger">DELEGATE call</span> : null}
      <div>
        To <AddressView value={call.to} name={name} />
      </div>
      <div>
        Value {formatUnits(call.value, chain.nativeCurrency.decimals)} {chain.nativeCurrency.symbol}
      </div>
      {decoded.data ? <DecodedCall decoded={decoded.data} /> : null}
      <RawData data={call.data} />
    </li>
  )
}
