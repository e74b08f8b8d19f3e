import { type Hex, pad } from 'viem'
import type { BlockHeader, ChainReader } from './chain-reader.js'
import { decodeTokenTransfer, type TokenTransfer, TRANSFER_TOPIC } from './safe-events.js'

/**
 * How far before a new Safe's first indexed block its incoming tokens are looked for: `blocks` back (the config's
 * `indexer.preCreationBlocks`), or back to the block it was registered at before its deployment when that is earlier,
 * never before the chain's `startBlock`.
 */
export type PreCreationReach = {
  startBlock: number
  blocks: number
  /** The chain's head when each of `safes` was registered counterfactually (only the registered ones). */
  registeredBlocks: (safes: readonly string[]) => Promise<ReadonlyMap<string, number>>
}

// eth_getLogs topic filters get unwieldy beyond this many addresses; larger sets are queried in chunks.
const ADDRESSES_PER_QUERY = 500

/**
 * The ERC-20/ERC-721 transfers `safes` (set up in a batch starting at `from`) received before `from`, while their
 * address had no code yet (a counterfactual Safe's funding), with the headers of their blocks. The indexer reads a
 * Safe's transfers from its creation on; without these a token sent to the address beforehand would never be listed.
 */
export async function fetchPreCreationTransfers(
  reader: ChainReader,
  reach: PreCreationReach,
  from: number,
  safes: readonly string[],
): Promise<{ transfers: TokenTransfer[]; headers: Map<number, BlockHeader>; logCount: number }> {
  const none = { transfers: [], headers: new Map<number, BlockHeader>(), logCount: 0 }
  const to = from - 1
  if (safes.length === 0 || to < reach.startBlock) return none
  const registered = await reach.registeredBlocks(safes)
  const start = Math.max(reach.startBlock, Math.min(from - reach.blocks, ...registered.values()))
  const logs = []
  for (let i = 0; i < safes.length; i += ADDRESSES_PER_QUERY) {
    const topics = safes.slice(i, i + ADDRESSES_PER_QUERY).map((s) => pad(s.toLowerCase() as Hex))
    logs.push(...(await reader.logs(start, to, [TRANSFER_TOPIC, null, topics])))
  }
  const transfers = logs
    .map(decodeTokenTransfer)
    .filter((t) => t !== null)
    .sort((a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex)
  const headers = await reader.headers([...new Set(transfers.map((t) => t.log.blockNumber))])
  return { transfers, headers, logCount: logs.length }
}
