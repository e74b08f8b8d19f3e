import { KNOWN_SAFE_VERSIONS, type KnownSafeVersion } from '@concord/protocol'
import { type Address, createPublicClient, type PublicClient } from 'viem'
import type { ChainConfig, SafeContracts } from '../config/config-schema.js'
import { type DeploymentKind, registryContractSet } from '../config/registry-contract-set.js'
import { GatewayError } from '../errors.js'
import { describeRpcUrl } from '../rpc/describe-rpc-url.js'
import { rpcTransport } from '../rpc/rpc-transport.js'

/** What discovery found on one chain: its contracts per version, and a line per version for the log. */
export type DiscoveredContracts = { contracts: ChainConfig['contracts']; notes: string[] }

/** The address sets to look at per version, newest version first, canonical before EIP-155 within a version. */
function candidates(): { version: KnownSafeVersion; kind: DeploymentKind; set: SafeContracts }[] {
  return [...KNOWN_SAFE_VERSIONS].reverse().flatMap((version) =>
    (['canonical', 'eip155'] as const).flatMap((kind) => {
      const set = registryContractSet(version, kind)
      return set === null ? [] : [{ version, kind, set }]
    }),
  )
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

/** The roles of a set whose contracts have no code on the chain (roles the version lacks are not asked). */
async function missingOf(client: PublicClient, set: SafeContracts): Promise<(keyof SafeContracts)[]> {
  const roles = (Object.keys(set) as (keyof SafeContracts)[]).filter((role) => set[role] !== null)
  const present = await Promise.all(roles.map((role) => hasCode(client, set[role] as Address)))
  return roles.filter((_, i) => !present[i])
}

/**
 * Finds a chain's Safe deployments of every known version with eth_getCode at their canonical and EIP-155 addresses (for a
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
      const noL2 = set.safeL2Singleton === null || missing.includes('safeL2Singleton')
      if (missing.includes('safeSingleton') && noL2) continue
      contracts[version] = set
      const gaps = missing.length === 0 ? 'all contracts present' : `without code: ${missing.join(', ')}`
      const where = kind === 'canonical' ? 'canonical' : 'EIP-155'
      notes.push(`${named}: found Safe ${version} at its ${where} addresses (${gaps})`)
    }
  } catch (cause) {
    const message = `Cannot look for the Safe contracts of ${named} at ${describeRpcUrl(chain.rpcUrl)}: check rpcUrl, or list the addresses under "contracts"`
    throw new GatewayError('CONFIG_INVALID', message, { cause })
  }
  if (Object.keys(contracts).length === 0) {
    const message = `No Safe singleton (${KNOWN_SAFE_VERSIONS[0]} to ${KNOWN_SAFE_VERSIONS.at(-1)}, canonical or EIP-155 address) has code on ${named} at ${describeRpcUrl(chain.rpcUrl)}: deploy the Safe contracts there, or list their addresses under "contracts" in the chain's config`
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
