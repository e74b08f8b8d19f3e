import type { Hex } from 'viem'
import type { ChainReader } from './chain-reader.js'
import type { ChainLog } from './raw-log.js'
import { decodeSafeEvent, SAFE_EVENT_TOPICS } from './safe-events.js'

/**
 * Tracked mode: the proxy factories' logs (ProxyCreation) of the transactions where `logs` (read by the tracked Safes'
 * addresses) hold a SafeSetup, one `eth_getLogs` per such block except `readBlock` (whose factory logs the caller read
 * already). A ProxyCreation is the factory's log, not the Safe's: without it the creation is recorded with no factory.
 * The backfill reads it at the creation block it found; this covers a creation the ranges that follow the chain read
 * (a Safe tracked before it was deployed, or created again after a rollback: rewound to before its creation, the
 * backfill finds no code below the cursor and the Safe is followed from the fork). Pre-1.3.0 Safes emit no SafeSetup;
 * only a backfill from their creation block finds them.
 */
export async function factoryLogsOfSetups(
  reader: ChainReader,
  factories: readonly Hex[],
  logs: readonly ChainLog[],
  readBlock: number | null,
): Promise<ChainLog[]> {
  if (factories.length === 0) return []
  const setupTxs = new Map<number, Set<string>>()
  for (const log of logs) {
    if (log.blockNumber === readBlock || decodeSafeEvent(log)?.name !== 'SafeSetup') continue
    const txs = setupTxs.get(log.blockNumber) ?? new Set<string>()
    txs.add(log.transactionHash)
    setupTxs.set(log.blockNumber, txs)
  }
  const found: ChainLog[] = []
  for (const [block, txs] of setupTxs) {
    // Only the setups' own transactions: the factory's other creations in the block are of Safes not tracked.
    const ofBlock = await reader.logs(block, block, [SAFE_EVENT_TOPICS], [...factories])
    found.push(...ofBlock.filter((log) => txs.has(log.transactionHash)))
  }
  return found
}
