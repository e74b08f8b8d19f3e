import { type Address, isAddressEqual, zeroAddress } from 'viem'
import { namehash } from 'viem/ens'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis'
import type { EnsReader } from './ensClient'
import { ensNameOf } from './ensNameOf'
import { resolveEnsName } from './resolveEnsName'

/**
 * The primary name of `address` (EIP-181 reverse record `<hex>.addr.reverse`), or null. Anyone may write any name in
 * their own reverse record, so the name counts only when it resolves back to the address, as ENS clients check.
 */
export async function lookupEnsName(client: EnsReader, registry: Address, address: Address): Promise<string | null> {
  const node = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
  const resolver = await client.readContract({
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return null
  const claimed = await client.readContract({
    address: resolver,
    abi: ensResolverAbi,
    functionName: 'name',
    args: [node],
  })
  const name = ensNameOf(claimed)
  if (!name) return null
  const forward = await resolveEnsName(client, registry, name)
  return forward && isAddressEqual(forward, address) ? name : null
}
