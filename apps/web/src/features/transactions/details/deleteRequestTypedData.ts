import type { Address, Hex } from 'viem'

/**
 * The EIP-712 DeleteRequest a proposer signs to delete a queued transaction, as the Safe Transaction Service (and
 * our gateway) check it: domain "Safe Transaction Service" 1.0 on the Safe, with the hourly totp floor(now / 3600 s).
 */
export function deleteRequestTypedData(chainId: number, safe: Address, safeTxHash: Hex, nowMs = Date.now()) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId, verifyingContract: safe },
    types: {
      DeleteRequest: [
        { name: 'safeTxHash', type: 'bytes32' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'DeleteRequest' as const,
    message: { safeTxHash, totp: BigInt(Math.floor(nowMs / 3_600_000)) },
  }
}
