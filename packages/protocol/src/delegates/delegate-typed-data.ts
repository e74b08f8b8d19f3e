import type { Address } from 'viem'

const DELEGATE_TYPES = {
  Delegate: [
    { name: 'delegateAddress', type: 'address' },
    { name: 'totp', type: 'uint256' },
  ],
} as const

/** The current hourly totp of Safe's transaction service: floor(unix seconds / 3600). */
export function currentTotp(now: number = Date.now()): bigint {
  return BigInt(Math.floor(now / 3_600_000))
}

/**
 * The EIP-712 typed data a delegator signs to add or remove `delegate` as a proposer (or the delegate, to remove
 * itself), for one hourly `totp` (gateway-api.md §6.2).
 */
export function delegateTypedData(chainId: number, delegate: Address, totp: bigint) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId },
    types: DELEGATE_TYPES,
    primaryType: 'Delegate' as const,
    message: { delegateAddress: delegate, totp },
  }
}
