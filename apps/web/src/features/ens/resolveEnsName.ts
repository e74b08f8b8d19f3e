import { type Address, zeroAddress } from 'viem'
import { namehash, normalize } from 'viem/ens'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis'
import type { EnsReader } from './ensClient'

/**
 * The address `name` resolves to through the chain's registry (registry.resolver(node), then resolver.addr(node)), or
 * null when the name has no resolver or no address. No universal resolver needed, so it works on any chain with a
 * registry.
 */
export async function resolveEnsName(client: EnsReader, registry: Address, name: string): Promise<Address | null> {
  const node = namehash(normalize(name))
  const resolver = await client.readContract({
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return null
  const address = await client.readContract({
    address: resolver,
    abi: ensResolverAbi,
    functionName: 'addr',
    args: [node],
  })
  return address === zeroAddress ? null : address
}
