import { safeAbi } from '@concord/protocol'
import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { pinBlock } from './pin-block.js'
import type { SafeReadParameters } from './read-parameters.js'
import { readSafeOwners } from './read-safe-owners.js'
import { settleRead } from './settle-read.js'

/** Owners, threshold and nonce of a Safe, read at one block. */
export type SafeSettings = { blockNumber: bigint; owners: Address[]; threshold: bigint; nonce: bigint }

/**
 * The Safe's owners, threshold and nonce at one block (the getters every version has), or null when no Safe answers
 * at the address (no code, the getters revert, or no owners or threshold: a contract that was never set up).
 */
export async function readSafeSettings(client: Client, parameters: SafeReadParameters): Promise<SafeSettings | null> {
  const { address } = parameters
  const blockNumber = await pinBlock(client, parameters)
  const call = { address, abi: safeAbi, blockNumber } as const
  const [owners, threshold, nonce] = await Promise.all([
    readSafeOwners(client, { address, blockNumber }),
    settleRead(address, readContract(client, { ...call, functionName: 'getThreshold' })),
    settleRead(address, readContract(client, { ...call, functionName: 'nonce' })),
  ])
  if (owners === null || threshold === null || nonce === null) return null
  // A Safe is set up once with at least one owner and a threshold of at least one; anything else is not a Safe.
  if (owners.length === 0 || threshold === 0n) return null
  return { blockNumber, owners, threshold, nonce }
}
