import { type Address, encodeDeployData, keccak256, type LocalAccount, parseAbi, stringToHex } from 'viem'
import artifact from '../../artifacts/DevEns.json' with { type: 'json' }
import {
  type DeterministicDeployment,
  deployDeterministic,
  deterministicAddress,
  SAFE_SINGLETON_FACTORY,
} from '../chain/deterministic-deploy.js'
import { devAccount } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import type { DevEnsArtifact } from './compile-dev-ens.js'

/** The EIP-137 registry calls the dev chain's names are read and written with. */
export const devEnsRegistryAbi = parseAbi([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function ttl(bytes32 node) view returns (uint64)',
  'function setOwner(bytes32 node, address owner)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setResolver(bytes32 node, address resolver)',
  'function setTTL(bytes32 node, uint64 ttl)',
  'function setRecord(bytes32 node, address owner, address resolver, uint64 ttl)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])

/** The resolver calls: EIP-137 `addr`, EIP-181 `name`, EIP-165 `supportsInterface`. */
export const devEnsResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function setAddr(bytes32 node, address a)',
  'function name(bytes32 node) view returns (string)',
  'function setName(bytes32 node, string name)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
])

const compiled = (artifact as DevEnsArtifact).contracts
const salt = (label: string) => BigInt(keccak256(stringToHex(`concord.devchain.${label}`)))

/** Dev account 9, the deployer of everything, owns the root node and so every name it seeds. */
export const devEnsOwner: Address = devAccount(9).address

const registryDeployment: DeterministicDeployment = {
  factory: SAFE_SINGLETON_FACTORY,
  salt: salt('ens-registry'),
  label: 'ENS registry',
  initCode: encodeDeployData({
    abi: compiled.DevEnsRegistry.abi,
    bytecode: compiled.DevEnsRegistry.bytecode,
    args: [devEnsOwner],
  }),
}

/** The dev chain's ENS registry: the same address on every fresh dev chain (CREATE2 of fixed bytecode and salt). */
export const devEnsRegistryAddress: Address = deterministicAddress(registryDeployment)

const resolverDeployment: DeterministicDeployment = {
  factory: SAFE_SINGLETON_FACTORY,
  salt: salt('ens-resolver'),
  label: 'ENS resolver',
  initCode: encodeDeployData({
    abi: compiled.DevEnsResolver.abi,
    bytecode: compiled.DevEnsResolver.bytecode,
    args: [devEnsRegistryAddress],
  }),
}

/** The resolver every seeded name (forward and reverse) points at. */
export const devEnsResolverAddress: Address = deterministicAddress(resolverDeployment)

/** Deploys the registry and the resolver through the Safe singleton factory unless they are there; how many it sent. */
export async function deployDevEns(client: DevClient, sender: LocalAccount): Promise<number> {
  let deployed = 0
  for (const deployment of [registryDeployment, resolverDeployment]) {
    if ((await deployDeterministic(client, sender, deployment)).deployed) deployed++
  }
  return deployed
}
