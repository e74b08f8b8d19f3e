import { type Address, zeroAddress } from 'viem'
import { namehash } from 'viem/ens'
import type { EnsReader } from './ensClient'
import { normalizeEnsNameLazily } from './normalizeEnsNameLazily'
import { readEnsRecord } from './readEnsRecord'

/**
 * The address `name` resolves to through the chain's registry (registry.resolver(node), then resolver.addr(node)), or
 * null when the name has no resolver or no address.
 */
export async function resolveEnsName(client: EnsReader, registry: Address, name: string): Promise<Address | null> {
  const address = await readEnsRecord(client, registry, namehash(await normalizeEnsNameLazily(name)), 'addr')
  return address === null || address === zeroAddress ? null : address
}
