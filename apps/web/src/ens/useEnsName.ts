import type { ChainInfo } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { useApp } from '../services/appContext'
import { ensNameQuery } from './ensQueries'
import { ensReaderFor } from './ensReaderFor'
import { ensRegistryOf } from './ensRegistryOf'

/** The verified primary ENS name of `address` on `chain`; never read when the chain has no ENS. */
export function useEnsName(chain: ChainInfo | undefined, address: Address | undefined) {
  const { wagmiConfig } = useApp()
  const registry = ensRegistryOf(chain)
  const reader = ensReaderFor(wagmiConfig, chain)
  return useQuery({
    ...ensNameQuery(reader, chain?.chainId ?? '', registry ?? zeroAddress, address ?? zeroAddress),
    enabled: registry !== null && address !== undefined,
  })
}
