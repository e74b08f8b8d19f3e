import { chainIdNumber, compatibilityFallbackHandlerAbi, EIP1271_MAGIC_VALUE } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { BaseError, ContractFunctionRevertedError, type Hex } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../../chains/chainIdOf'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

// The handler's ABI overloads isValidSignature (bytes / bytes32); the EIP-1271 one takes the bytes32 hash.
const isValidSignatureAbi = compatibilityFallbackHandlerAbi.filter(
  (item) => item.type === 'function' && item.name === 'isValidSignature' && item.inputs[0]?.type === 'bytes32',
)

/**
 * Asks the chain, not the gateway, whether the Safe accepts `signature` for the message whose content hash is
 * `contentHash` (EIP-1271 `isValidSignature(bytes32,bytes)` through its fallback handler). A revert means "not valid".
 */
export function useIsValidSignature(contentHash: Hex | null, signature: Hex | null) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.isValidSignature(chain.chainId, safe, contentHash, signature),
    enabled: contentHash !== null && signature !== null,
    queryFn: async () => {
      const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
      if (!client || contentHash === null || signature === null) return false
      try {
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
