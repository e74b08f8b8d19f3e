import {
  chainIdNumber,
  compatibilityFallbackHandlerAbi,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
} from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { BaseError, ContractFunctionRevertedError, type Hex } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../../chains/chainIdOf'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

// The handler's ABI overloads isValidSignature (bytes / bytes32); the EIP-1271 one takes the bytes32 hash, the legacy
// one the bytes themselves (what a RAW_BYTES message is asked with).
const isValidSignatureAbi = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
)
const legacyIsValidSignatureAbi = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes',
)

/**
 * Asks the chain, not the gateway, whether the Safe accepts `signature` for the message whose content hash is
 * `contentHash` (EIP-1271 `isValidSignature(bytes32,bytes)` through its fallback handler), or for a RAW_BYTES message
 * the bytes `contentHash` holds (the legacy `isValidSignature(bytes,bytes)`). A revert means "not valid".
 */
export function useIsValidSignature(contentHash: Hex | null, signature: Hex | null, rawBytes = false) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  return useQuery({
    // A RAW_BYTES message's bytes are asked another way: keep its answer apart from a 32-byte content hash's.
    queryKey: queryKeys.isValidSignature(chain.chainId, safe, rawBytes ? `raw:${contentHash}` : contentHash, signature),
    enabled: contentHash !== null && signature !== null,
    queryFn: async () => {
      const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
      if (!client || contentHash === null || signature === null) return false
      try {
        if (rawBytes) {
          const legacy = await client.readContract({
            address: safe,
            abi: legacyIsValidSignatureAbi,
            functionName: 'isValidSignature',
            args: [contentHash, signature],
          })
          return legacy === EIP1271_LEGACY_MAGIC_VALUE
        }
        const result = await client.readContract({
          address: safe,
          abi: isValidSignatureAbi,
          functionName: 'isValidSignature',
          args: [contentHash, signature],
        })
        return result === EIP1271_MAGIC_VALUE
      } catch (error) {
        // The Safe reverts on a bad signature (GS026…): that is the answer "not valid"; anything else (RPC down) is
        // an error to show, not a verdict.
        if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError)) return false
        throw error
      }
    },
  })
}
