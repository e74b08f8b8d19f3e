import { parseAbi } from 'viem'

/** EIP-137 registry: which resolver answers for a node. */
export const ensRegistryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])

/** EIP-137 `addr` and EIP-181 `name` of a resolver. */
export const ensResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
])
