import { type Address, zeroAddress } from 'viem'
import { ensRegistryAbi, ensResolverAbi } from './ensAbis'
import type { EnsReader } from './ensClient'

type EnsRecords = { addr: Address; name: string }

/**
 * One record of `node` through the chain's registry: registry.resolver(node), then resolver.<record>(node); null when
 * the node has no resolver. No universal resolver needed, so it works on any chain with a registry.
 */
export async function readEnsRecord<R extends keyof EnsRecords>(
  client: EnsReader,
  registry: Address,
  node: `0x${string}`,
  record: R,
): Promise<EnsRecords[R] | null> {
  const resolver = await client.readContract({
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return null
  // Both records take (bytes32 node); viem types a call by one function name, so the generic narrows back after.
  const functionName: keyof EnsRecords = record
  const value = await client.readContract({ address: resolver, abi: ensResolverAbi, functionName, args: [node] })
  return value as EnsRecords[R]
}
