import type { TransactionInfo } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView } from '../../../ui/AddressView'
import { ExplorerLink } from '../../../ui/ExplorerLink'

/**
 * How the Safe was created: creator, factory, singleton and transaction from the gateway; the owners and threshold
 * it was set up with read from the creation transaction's SafeSetup event on the chain.
 */
export function CreationPanel({ info }: { info: Extract<TransactionInfo, { type: 'Creation' }> }) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const setup = useQuery({
    queryKey: queryKeys.creationSetup(chain.chainId, safe, info.transactionHash),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const { readCreationSetup } = await import('./readCreationSetup')
      return readCreationSetup(wagmiConfig, chain, safe, info.transactionHash)
    },
  })
  return (
    <section className="card" aria-label="Creation">
      <h2>Safe created</h2>
      <dl className="fields">
        <dt>Creator</dt>
        <dd>
          <AddressView value={info.creator.value} name={info.creator.name} />
        </dd>
        <dt>Factory</dt>
        <dd>{info.factory ? <AddressView value={info.factory.value} name={info.factory.name} /> : 'unknown'}</dd>
        <dt>Singleton</dt>
        <dd>
          {info.implementation ? (
            <AddressView value={info.implementation.value} name={info.implementation.name} />
          ) : (
            'unknown'
          )}
        </dd>
        <dt>Transaction</dt>
        <dd>
          <code className="break">{info.transactionHash}</code>{' '}
          <ExplorerLink templates={chain.blockExplorerUriTemplate} txHash={info.transactionHash} />
        </dd>
        <dt>Threshold at creation</dt>
        <dd>{setup.data ? `${setup.data.threshold} of ${setup.data.owners.length}` : setupState(setup)}</dd>
        <dt>Owners at creation</dt>
        <dd>
          {setup.data ? (
            <ul className="plain">
              {setup.data.owners.map((owner) => (
                <li key={owner}>
                  <AddressView value={owner} />
                </li>
              ))}
            </ul>
          ) : (
            setupState(setup)
          )}
        </dd>
      </dl>
    </section>
  )
}

const setupState = (q: { isPending: boolean; isError: boolean }) =>
  q.isPending
    ? 'reading the chain…'
    : q.isError
      ? 'the chain could not be read'
      : 'not found in the creation transaction'
