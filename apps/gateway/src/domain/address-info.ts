import type { Address, AddressInfo } from '@concord/gateway-schema'
import type { ChainRuntime } from './gateway-context.js'

/** An address with the name/logo of a contract the chain knows, else nulls. */
export function addressInfo(chain: ChainRuntime, value: Address): AddressInfo {
  const known = chain.knownContracts.get(value)
  return { value, name: known?.name || null, logoUri: known?.logoUri || null }
}

/** An address without any lookup (owners, the Safe itself). */
export function plainAddress(value: Address): AddressInfo {
  return { value, name: null, logoUri: null }
}
