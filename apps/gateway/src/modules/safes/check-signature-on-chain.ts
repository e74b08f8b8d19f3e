import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE, safeAbi } from '@concord/protocol'
import { type Address, type Hex, parseAbi } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { isTransportError, rpcUnavailable } from '../../errors.js'

const eip1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
// Older owner contracts (and Safe's CompatibilityFallbackHandler) also answer the legacy bytes form.
const legacyEip1271Abi = parseAbi(['function isValidSignature(bytes data, bytes signature) view returns (bytes4)'])

/** Whether `owner` approved `hash` on the Safe with approveHash (`approvedHashes(owner, hash)` ≠ 0). */
export async function hashApproved(chain: ChainRuntime, safe: Address, owner: Address, hash: Hex): Promise<boolean> {
  try {
    const approved = await chain.client.readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'approvedHashes',
      args: [owner, hash],
    })
    return approved !== 0n
  } catch (cause) {
    throw rpcUnavailable(chain.chainId, cause)
  }
}

/**
 * Whether the contract `owner` accepts `signature` by EIP-1271 in the form the Safe asks on execution (`asks`): the
 * legacy `isValidSignature(bytes preimage)` = 0x20c13b0b (Safe up to 1.4.1) or `isValidSignature(bytes32 hash)` =
 * 0x1626ba7e (1.5.0); either when the Safe's version is unknown.
 */
export async function contractSignatureValid(
  chain: ChainRuntime,
  owner: Address,
  { hash, preimage, asks }: { hash: Hex; preimage: Hex; asks: 'bytes' | 'bytes32' | null },
  signature: Hex,
): Promise<boolean> {
  // A reverting or non-contract owner simply does not validate; only an unreachable RPC is our failure.
  const call = async (legacy: boolean) => {
    try {
      return await chain.client.readContract({
        address: owner,
        abi: legacy ? legacyEip1271Abi : eip1271Abi,
        functionName: 'isValidSignature',
        args: [legacy ? preimage : hash, signature],
      })
    } catch (error) {
      if (isTransportError(error)) throw rpcUnavailable(chain.chainId, error)
      return null
    }
  }
  if (asks !== 'bytes32' && (await call(true)) === EIP1271_LEGACY_MAGIC_VALUE) return true
  return asks !== 'bytes' && (await call(false)) === EIP1271_MAGIC_VALUE
}
