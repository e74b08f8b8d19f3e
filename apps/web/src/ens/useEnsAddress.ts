import type { ChainInfo } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { zeroAddress } from 'viem'
import { useApp } from '../services/appContext'
import { ensAddressQuery } from './ensQueries'
import { ensReaderFor } from './ensReaderFor'
import { ensRegistryOf } from './ensRegistryOf'

/**
 * Resolves a normalised ENS name on `chain` (nothing is read while `name` is null). `supported` is false when the
 * chain has no ENS (DOMAIN_LOOKUP off or no registry): the name cannot be resolved there at all.
 */
export function useEnsAddress(chain: ChainInfo | undefined, name: string | null) {
  const { wagmiConfig } = useApp()
  const registry = ensRegistryOf(chain)
  const reader = ensReaderFor(wagmiConfig, chain)
  const query = useQuery({
    ...ensAddressQuery(reader, chain?.chainId ?? '', registry ?? zeroAddress, name ?? ''),
    enabled: registry !== null && name !== null,
  })
  return { supported: registry !== null, ...query }
}
