import type { Address } from 'viem'
import type { PriceFeedConfig } from '../config/config-schema.js'
import type { PriceQuote, PriceSource } from '../config/price-source.js'
import type { ChainRuntime } from '../context/gateway-context.js'
import { type FeedAnswer, readFeedDecimals, readPriceFeed } from './read-price-feed.js'

// A feed moves at most once per block; reading it again within this long serves the same answer.
const KEEP_MS = 30_000

/**
 * Prices from on-chain price feeds (Chainlink's AggregatorV3Interface, configured per chain in `priceFeeds`), read
 * through the chain's own RPC; a pair without a feed is asked of `fallback` (the price API, the config's fixed prices).
 * A feed whose answer is older than its heartbeat gives it marked stale (shown with its age, never counted); one that
 * cannot be read gives no price. Answers are kept for 30 s per feed.
 */
export function createFeedPriceSource(chains: ReadonlyMap<string, ChainRuntime>, fallback: PriceSource): PriceSource {
  const decimals = new Map<string, Promise<number>>()
  const answers = new Map<string, { at: number; answer: Promise<FeedAnswer | null> }>()

  const quote = async (chain: ChainRuntime, feed: PriceFeedConfig): Promise<PriceQuote | null> => {
    const key = `${chain.chainId}:${feed.address}`
    let places = decimals.get(key)
    if (places === undefined) {
      places = readFeedDecimals(chain.client, feed.address as Address)
      decimals.set(key, places)
      places.catch(() => decimals.delete(key))
    }
    let kept = answers.get(key)
    if (kept === undefined || Date.now() - kept.at > KEEP_MS) {
      kept = { at: Date.now(), answer: places.then((d) => readPriceFeed(chain.client, feed.address as Address, d)) }
      answers.set(key, kept)
    }
    const answer = await kept.answer.catch(() => null)
    if (answer === null) return null
    const ageSeconds = Date.now() / 1000 - answer.updatedAt
    return {
      value: answer.price,
      updatedAt: answer.updatedAt,
      source: 'feed',
      stale: ageSeconds > feed.heartbeatSeconds,
    }
  }

  return {
    // A feed answers today's price only: prices of the past are the fallback's (the price API's), if it has them.
    ...(fallback.history === undefined ? {} : { history: fallback.history }),
    async nativePrice(chainId, fiatCode) {
      const chain = chains.get(chainId)
      const feed = chain?.config.priceFeeds.native[fiatCode.toUpperCase()]
      return chain === undefined || feed === undefined ? fallback.nativePrice(chainId, fiatCode) : quote(chain, feed)
    },
    async tokenPrice(chainId, tokenAddress, fiatCode) {
      const chain = chains.get(chainId)
      const byToken = chain?.config.priceFeeds.tokens ?? {}
      const entry = Object.entries(byToken).find(([address]) => address.toLowerCase() === tokenAddress.toLowerCase())
      const feed = entry?.[1][fiatCode.toUpperCase()]
      return chain === undefined || feed === undefined
        ? fallback.tokenPrice(chainId, tokenAddress, fiatCode)
        : quote(chain, feed)
    },
  }
}
