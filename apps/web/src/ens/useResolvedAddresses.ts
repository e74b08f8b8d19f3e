import type { ChainInfo } from '@concord/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { zeroAddress } from 'viem'
import { useApp } from '../services/appContext'
import { ensNameOf } from './ensNameOf'
import { ensAddressQuery } from './ensQueries'
import { ensReaderFor } from './ensReaderFor'
import { ensRegistryOf } from './ensRegistryOf'
import { type ResolvedAddress, resolveAddressInput } from './resolveAddressInput'

/**
 * The one resolver behind every address field: each text is an address as typed, or an ENS name looked up on `chain`
 * when it has DOMAIN_LOOKUP and a registry. A field checks `value` with its own rules and shows `message`.
 */
export function useResolvedAddresses(chain: ChainInfo | undefined, inputs: readonly string[]): ResolvedAddress[] {
  const { wagmiConfig } = useApp()
  const registry = ensRegistryOf(chain)
  // No reader is made for a chain without ENS: nothing is read there.
  const reader = ensReaderFor(wagmiConfig, registry === null ? undefined : chain)
  const names = inputs.map(ensNameOf)
  const lookups = useQueries({
    queries: names.map((name) => ({
      ...ensAddressQuery(reader, chain?.chainId ?? '', registry ?? zeroAddress, name ?? ''),
      enabled: registry !== null && name !== null,
    })),
  })
  return inputs.map((typed, i) => resolveAddressInput(typed, registry !== null, lookups[i]))
}

/** One address field's text, resolved (see useResolvedAddresses). */
export function useResolvedAddress(chain: ChainInfo | undefined, input: string): ResolvedAddress {
  return useResolvedAddresses(chain, [input])[0] as ResolvedAddress
}
