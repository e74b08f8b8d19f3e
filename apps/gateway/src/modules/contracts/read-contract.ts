import type { Address, Contract } from '@concord/gateway-schema'
import { delegateCallLibraryAt, safeMigrationAbi, safeToL2MigrationAbi } from '@concord/protocol'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { ERC20_FULL_ABI, ERC721_FULL_ABI, MULTISEND_ABI, SAFE_METHODS_ABI } from '../../decoder/known-abis.js'
import { notFound } from '../../errors.js'
import { chainTokens } from '../tokens/index.js'
import { isTrustedDelegateTarget } from './is-trusted-delegate-target.js'

type Found = { name: string; displayName: string; logoUri: string | null; abi: readonly unknown[] | null }

// Contract names as the Safe deployments call them; display names as our address book shows them.
const SAFE_ROLES: Record<
  string,
  { name: string; display: (version: string) => string; abi: readonly unknown[] | null }
> = {
  safeSingleton: { name: 'Safe', display: (v) => `Safe ${v}`, abi: SAFE_METHODS_ABI },
  safeL2Singleton: { name: 'SafeL2', display: (v) => `Safe ${v} L2`, abi: SAFE_METHODS_ABI },
  proxyFactory: { name: 'SafeProxyFactory', display: (v) => `SafeProxyFactory ${v}`, abi: SAFE_METHODS_ABI },
  multiSend: { name: 'MultiSend', display: () => 'MultiSend', abi: MULTISEND_ABI },
  multiSendCallOnly: { name: 'MultiSendCallOnly', display: () => 'MultiSendCallOnly', abi: MULTISEND_ABI },
  fallbackHandler: { name: 'CompatibilityFallbackHandler', display: () => 'CompatibilityFallbackHandler', abi: null },
  signMessageLib: { name: 'SignMessageLib', display: () => 'SignMessageLib', abi: SAFE_METHODS_ABI },
  createCall: { name: 'CreateCall', display: () => 'CreateCall', abi: SAFE_METHODS_ABI },
  simulateTxAccessor: { name: 'SimulateTxAccessor', display: () => 'SimulateTxAccessor', abi: null },
}

// The ABIs of Safe's delegate-call libraries that the decoder shows (SafeMigration's functions are the same in 1.5.0).
const LIBRARY_ABIS: Partial<Record<string, readonly unknown[]>> = {
  MultiSend: MULTISEND_ABI,
  MultiSendCallOnly: MULTISEND_ABI,
  SignMessageLib: SAFE_METHODS_ABI,
  SafeMigration: safeMigrationAbi,
  SafeToL2Migration: safeToL2MigrationAbi,
}

/**
 * What the gateway knows about the contract at `address` (checksummed): an ABI registered in config first, then the
 * chain's Safe contracts, then configured or indexed tokens (with the standard ERC-20/ERC-721 ABI). Anything else is a
 * 404, as the Safe gateway answers for a contract its decoder has never seen.
 */
export async function readContract(db: Queryable, chain: ChainRuntime, address: Address): Promise<Contract> {
  const found = findConfigured(chain, address) ?? (await findToken(db, chain, address))
  if (found === null) throw notFound(`No contract is known at ${address} on chain ${chain.chainId}`)
  return {
    address,
    name: found.name,
    displayName: found.displayName,
    logoUri: found.logoUri,
    contractAbi: found.abi === null ? null : { abi: found.abi, description: found.displayName, relevance: 100 },
    trustedForDelegateCall: isTrustedDelegateTarget(chain, address),
  }
}

function findConfigured(chain: ChainRuntime, address: string): Found | null {
  const registered = chain.config.abis.find((entry) => entry.address === address)
  if (registered !== undefined) {
    const token = chain.config.tokens.find((t) => t.address === address)
    return { name: registered.name, displayName: registered.name, logoUri: token?.logoUri || null, abi: registered.abi }
  }
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    for (const [role, contract] of Object.entries(set)) {
      const known = SAFE_ROLES[role]
      if (contract === address && known !== undefined) {
        return { name: known.name, displayName: known.display(version), logoUri: null, abi: known.abi }
      }
    }
  }
  // Safe's migration and setup libraries (1.4.1 and 1.5.0) sit at their canonical addresses on every chain that has them.
  const library = delegateCallLibraryAt(address)
  if (library !== undefined) {
    const { role, version } = library
    return { name: role, displayName: `${role} ${version}`, logoUri: null, abi: LIBRARY_ABIS[role] ?? null }
  }
  return null
}

async function findToken(db: Queryable, chain: ChainRuntime, address: string): Promise<Found | null> {
  const configured = chain.config.tokens.find((t) => t.address === address)
  const token = configured ?? (await chainTokens(db, chain)).get(address)
  if (token === undefined) return null
  return {
    name: token.name,
    displayName: token.name,
    logoUri: token.logoUri || null,
    abi: token.type === 'ERC721' ? ERC721_FULL_ABI : ERC20_FULL_ABI,
  }
}
