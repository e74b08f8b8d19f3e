import { z } from 'zod'

const Hex = z.string().regex(/^0x[0-9a-fA-F]*$/)

/** One `eth_getLogs` entry, parsed at the RPC boundary (removed logs are dropped by the caller). */
export const RawLog = z.object({
  address: Hex,
  topics: z.array(Hex),
  data: Hex,
  blockNumber: Hex,
  blockHash: Hex,
  transactionHash: Hex,
  logIndex: Hex,
  removed: z.boolean().optional(),
})

/** A log with numbers decoded and addresses/hashes normalised. */
export type ChainLog = {
  address: `0x${string}`
  topics: [`0x${string}`, ...`0x${string}`[]] | []
  data: `0x${string}`
  blockNumber: number
  blockHash: `0x${string}`
  transactionHash: `0x${string}`
  logIndex: number
}

/** Validates the RPC answer of eth_getLogs and converts it to ChainLogs sorted by (block, logIndex). */
export function parseLogs(raw: unknown): ChainLog[] {
  const logs = z.array(RawLog).parse(raw)
  return logs
    .filter((log) => log.removed !== true)
    .map((log) => ({
      address: log.address.toLowerCase() as `0x${string}`,
      topics: log.topics.map((topic) => topic.toLowerCase() as `0x${string}`) as ChainLog['topics'],
      data: log.data as `0x${string}`,
      blockNumber: Number(BigInt(log.blockNumber)),
      blockHash: log.blockHash.toLowerCase() as `0x${string}`,
      transactionHash: log.transactionHash.toLowerCase() as `0x${string}`,
      logIndex: Number(BigInt(log.logIndex)),
    }))
    .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
}
