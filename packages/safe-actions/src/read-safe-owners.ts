import { safeAbi } from '@concord/protocol'
import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { blockOf, type SafeReadParameters } from './read-parameters.js'
import { settleRead } from './settle-read.js'

/** The Safe's owners (`getOwners()`, every version), or null when no Safe answers at the address. */
export async function readSafeOwners(client: Client, parameters: SafeReadParameters): Promise<Address[] | null> {
  const { address } = parameters
  const owners = await settleRead(
    address,
    readContract(client, { address, abi: safeAbi, functionName: 'getOwners', ...blockOf(parameters) }),
  )
  return owners === null ? null : [...owners]
}
