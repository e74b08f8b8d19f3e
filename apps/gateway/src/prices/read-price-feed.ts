import { type Address, formatUnits, type PublicClient, parseAbi } from 'viem'

// Chainlink's AggregatorV3Interface: what a price feed answers on every chain it is deployed on.
const aggregatorAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

/** A feed's latest answer as a decimal string, and when it was updated (seconds since the epoch). */
export type FeedAnswer = { price: string; updatedAt: number }

/** Reads a feed's latest round through the chain's RPC; null when it has no positive answer yet. */
export async function readPriceFeed(client: PublicClient, feed: Address, decimals: number): Promise<FeedAnswer | null> {
  const [, answer, , updatedAt] = await client.readContract({
    address: feed,
    abi: aggregatorAbi,
    functionName: 'latestRoundData',
  })
  if (answer <= 0n || updatedAt === 0n) return null
  return { price: formatUnits(answer, decimals), updatedAt: Number(updatedAt) }
}

/** A feed's decimals (fixed for its life, so read once per feed by the caller). */
export function readFeedDecimals(client: PublicClient, feed: Address): Promise<number> {
  return client.readContract({ address: feed, abi: aggregatorAbi, functionName: 'decimals' })
}
