import { type Hex, pad } from 'viem'
import type { ChainReader } from './chain-reader.js'
import { decodeTokenTransfer, type TokenTransfer, TRANSFER_TOPIC } from './safe-events.js'

// eth_getLogs topic filters get unwieldy beyond this many addresses; larger sets are queried in chunks.
const ADDRESSES_PER_QUERY = 500

/**
 * The ERC-20/ERC-721 transfers from or to `safes` in [from, to], each once, in chain order; `logCount` is how many
 * logs the node returned for them.
 */
export async function fetchTokenTransfers(
  reader: ChainReader,
  from: number,
  to: number,
  safes: ReadonlySet<string>,
): Promise<{ transfers: TokenTransfer[]; logCount: number }> {
  const logs = []
  const safeList = [...safes]
  for (let i = 0; i < safeList.length; i += ADDRESSES_PER_QUERY) {
    const topics = safeList.slice(i, i + ADDRESSES_PER_QUERY).map((s) => pad(s.toLowerCase() as Hex))
    const [outgoing, incoming] = await Promise.all([
      reader.logs(from, to, [TRANSFER_TOPIC, topics]),
      reader.logs(from, to, [TRANSFER_TOPIC, null, topics]),
    ])
    logs.push(...outgoing, ...incoming)
  }
  const seen = new Set<string>()
  const transfers = logs
    .map(decodeTokenTransfer)
    .filter((t) => t !== null)
    .filter((t) => {
      const key = `${t.log.transactionHash}:${t.log.logIndex}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.log.blockNumber - b.log.blockNumber || a.log.logIndex - b.log.logIndex)
  return { transfers, logCount: logs.length }
}
