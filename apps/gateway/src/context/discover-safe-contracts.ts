import { canonicalAddresses, eip155Addresses, type SafeContractName } from '@concord/protocol'
import { type Address, createPublicClient, type PublicClient } from 'viem'
import type { ChainConfig, SafeContracts } from '../config/config-schema.js'
import { SAFE_CONTRACT_ROLES } from '../config/safe-contract-roles.js'
import { GatewayError } from '../errors.js'
import { describeRpcUrl } from '../rpc/describe-rpc-url.js'
import { rpcTransport } from '../rpc/rpc-transport.js'

type Version = '1.3.0' | '1.4.1'
type AddressSet = Record<SafeContractName, Address>

/** What discovery found on one chain: its contracts per version, and a line per version for the log. */
export type DiscoveredContracts = { contracts: ChainConfig['contracts']; notes: string[] }

/** The address sets to look at per version, canonical first (the one the singleton factory gives every chain). */
function candidates(): { version: Version; kind: string; set: AddressSet }[] {
  const eip155 = eip155Addresses as Partial<Record<Version, AddressSet>>
  return (['1.4.1', '1.3.0'] as const).flatMap((version) => [
    { version, kind: 'canonical', set: canonicalAddresses[version] },
    ...(eip155[version] === undefined ? [] : [{ version, kind: 'EIP-155', set: eip155[version] }]),
  ])
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/** The names of a set's contracts without code on the chain. */
async function missingOf(client: PublicClient, set: AddressSet): Promise<SafeContractName[]> {
  const names = Object.keys(set) as SafeContractName[]
  const present = await Promise.all(names.map((name) => hasCode(client, set[name])))
  return names.filter((_, i) => !present[i])
}

/** The config's contract set of one version from the protocol's address set. */
const toContracts = (set: AddressSet): SafeContracts =>
  Object.fromEntries(Object.entries(SAFE_CONTRACT_ROLES).map(([role, name]) => [role, set[name]])) as SafeContracts

/**
 * Finds a chain's Safe 1.3.0 and 1.4.1 deployments with eth_getCode at their canonical and EIP-155 addresses (for a
 * chain whose config gives no `contracts`). A version counts when its Safe or SafeL2 singleton has code; the first
 * such set of a version is taken, and contracts of it that have no code are named in its note. Throws, naming the
 * chain, when no Safe singleton is found or the RPC does not answer.
 */
export async function discoverSafeContracts(chain: ChainConfig): Promise<DiscoveredContracts> {
  const client = createPublicClient({
    transport: rpcTransport(chain.rpcUrl, { retryCount: 0, batch: false }, chain.rpcLimits),
  }) as PublicClient
  const contracts: ChainConfig['contracts'] = {}
  const notes: string[] = []
  const named = `chain ${chain.chainId} (${chain.chainName})`
  try {
    for (const { version, kind, set } of candidates()) {
      if (contracts[version] !== undefined) continue
      const missing = await missingOf(client, set)
      if (missing.includes('Safe') && missing.includes('SafeL2')) continue
      contracts[version] = toContracts(set)
      const gaps = missing.length === 0 ? 'all contracts present' : `without code: ${missing.join(', ')}`
      notes.push(`${named}: found Safe ${version} at its ${kind} addresses (${gaps})`)
    }
  } catch (cause) {
    const message = `Cannot look for the Safe contracts of ${named} at ${describeRpcUrl(chain.rpcUrl)}: check rpcUrl, or list the addresses under "contracts"`
    throw new GatewayError('CONFIG_INVALID', message, { cause })
  }
  if (Object.keys(contracts).length === 0) {
    const message = `No Safe singleton (1.3.0 or 1.4.1, canonical or EIP-155 address) has code on ${named} at ${describeRpcUrl(chain.rpcUrl)}: deploy the Safe contracts there, or list their addresses under "contracts" in the chain's config`
    throw new GatewayError('CONFIG_INVALID', message)
  }
  return { contracts, notes }
}

/** The config with every chain that gives no `contracts` completed by discovery, and the notes to log. */
export async function withDiscoveredContracts<C extends { chains: ChainConfig[] }>(
  config: C,
): Promise<{ config: C; notes: string[] }> {
  const notes: string[] = []
  const chains: ChainConfig[] = []
  for (const chain of config.chains) {
    if (Object.keys(chain.contracts).length > 0) {
      chains.push(chain)
      continue
    }
    const found = await discoverSafeContracts(chain)
    notes.push(...found.notes)
    chains.push({ ...chain, contracts: found.contracts })
  }
  return { config: { ...config, chains }, notes }
}
