import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { queryKeys } from '../query/keys'
import type { EnsReader } from './ensClient'
import { lookupEnsName } from './lookupEnsName'
import { resolveEnsName } from './resolveEnsName'

// Names change rarely and are read from the chain (not the gateway): not persisted, fresh for five minutes.
const staleTime = 5 * 60_000

/** The address an ENS name resolves to on one chain (null: no address). `name` must be normalised (ensNameOf). */
export const ensAddressQuery = (client: EnsReader, chainId: string, registry: Address, name: string) =>
  queryOptions({
    queryKey: queryKeys.ensAddress(chainId, name),
    queryFn: () => resolveEnsName(client, registry, name),
    staleTime,
  })

/** The verified primary name of an address on one chain (null: none). */
export const ensNameQuery = (client: EnsReader, chainId: string, registry: Address, address: Address) =>
  queryOptions({
    queryKey: queryKeys.ensName(chainId, address),
    queryFn: () => lookupEnsName(client, registry, address),
    staleTime,
  })
