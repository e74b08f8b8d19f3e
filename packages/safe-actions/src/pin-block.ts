import type { Client } from 'viem'
import { getBlock } from 'viem/actions'
import { SafeReadFailedError } from './errors.js'
import type { SafeReadParameters } from './read-parameters.js'
import { settleRead } from './settle-read.js'

/**
 * The number of the block `parameters` names, so that several calls read one state. eth_getBlockByNumber rather than
 * eth_blockNumber: a Safe app's rpcCall forwards the former only.
 */
export async function pinBlock(client: Client, parameters: SafeReadParameters): Promise<bigint> {
  if (parameters.blockNumber !== undefined) return parameters.blockNumber
  const blockTag = parameters.blockTag ?? 'latest'
  const block = await settleRead(parameters.address, getBlock(client, { blockTag, includeTransactions: false }))
  if (block === null) throw new SafeReadFailedError(parameters.address, new Error(`the node has no ${blockTag} block`))
  return block.number
}
