import { safeAbi } from '@concord/protocol'
import type { Client } from 'viem'
import { readContract } from 'viem/actions'
import { blockOf, type SafeReadParameters } from './read-parameters.js'
import { settleRead } from './settle-read.js'

/** The version the Safe's singleton reports (`VERSION()`, e.g. "1.3.0"), or null when no Safe answers there. */
export async function readSafeVersion(client: Client, parameters: SafeReadParameters): Promise<string | null> {
  const { address } = parameters
  return settleRead(
    address,
    readContract(client, { address, abi: safeAbi, functionName: 'VERSION', ...blockOf(parameters) }),
  )
}
