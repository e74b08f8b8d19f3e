import {
  KNOWN_SAFE_VERSIONS,
  type KnownSafeVersion,
  SAFE_VERSION_FACTS,
  type SafeTransactionData,
} from '@concord/protocol'
import type { ChainRuntime, GatewayContext } from '../../../context/gateway-context.js'
import type { SafeState } from '../../safes/index.js'

/**
 * Why a proposal's safeTxHash is refused: "Invalid safeTxHash" (the Safe Client Gateway's text), and, when the hash is
 * the one the other EIP-712 domain gives (with chainId from 1.3.0, without it before), which version it was made for.
 */
export async function wrongHashMessage(
  parts: {
    hashing: GatewayContext['hashing']
    chain: ChainRuntime
    safe: SafeState
    version: string
    tx: SafeTransactionData
  },
  given: string,
): Promise<string> {
  const { hashing, chain, safe, version, tx } = parts
  const hasChainId = SAFE_VERSION_FACTS[version as KnownSafeVersion]?.domain.includes('chainId')
  const other = KNOWN_SAFE_VERSIONS.find((v) => SAFE_VERSION_FACTS[v].domain.includes('chainId') !== hasChainId)
  if (other === undefined || hasChainId === undefined) return 'Invalid safeTxHash'
  const { hash } = await hashing.safeTx({ chainId: chain.chainId, safe: safe.address, version: other, tx })
  if (hash !== given.toLowerCase()) return 'Invalid safeTxHash'
  const domains = hasChainId
    ? 'it was hashed without the chain id, as for a Safe before 1.3.0'
    : 'it was hashed with the chain id, as for a Safe 1.3.0 or later'
  return `Invalid safeTxHash: ${domains}, but this Safe is ${version}; hash it with this Safe's EIP-712 domain`
}
