import { type DevChain, startDevChain } from '@concord/devchain'
import { type CoinGeckoStandIn, startCoinGeckoStandIn } from '@concord/test-kit/coingecko'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { type Json, request } from './support/http.js'

// Issue 32 point 4: live prices from a CoinGecko-compatible API. The API is CoinGecko's own, which this machine cannot
// reach: the test kit's stand-in speaks its /simple/price and /simple/token_price routes and its key header.
let chain: DevChain
let api: CoinGeckoStandIn
const running: RunningGateway[] = []
const PLATFORM = 'concord-dev'

beforeAll(async () => {
  ;[chain, api] = await Promise.all([startDevChain(), startCoinGeckoStandIn()])
})

afterAll(async () => {
  for (const gateway of running) await gateway.close()
  await api?.close()
  await chain?.stop()
})

/** A gateway whose dev chain has CoinGecko ids, asking the stand-in with `apiKey`. */
async function gatewayWith(apiKey: string): Promise<RunningGateway> {
  const config: GatewayConfig = devGatewayConfig(chain)
  for (const entry of config.chains) entry.coingecko = { platformId: PLATFORM, nativeCoinId: 'ethereum' }
  config.priceApi = {
    url: api.url,
    apiKey,
    keyHeader: 'x-cg-demo-api-key',
    maxAgeSeconds: 900,
    cacheSeconds: 60,
    timeoutMs: 2_000,
  }
  const gateway = await startGateway({ config, logLevel: 'silent' })
  running.push(gateway)
  await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
  return gateway
}

async function pricesOf(gateway: RunningGateway): Promise<Record<string, string>> {
  const path = `/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}/balances/usd`
  const response = await request(gateway.url, path)
  expect(response.status).toBe(200)
  return Object.fromEntries(
    (response.body.items as Json[]).map((item) => [item.tokenInfo.symbol as string, item.fiatConversion as string]),
  )
}

describe('prices from a CoinGecko-compatible API', () => {
  it('prices the native coin and tokens from the API in one request per page; a stale price is no price', async () => {
    const now = Math.floor(Date.now() / 1000)
    api.setCoinPrice('ethereum', 'usd', { value: 3456.78, updatedAt: now })
    api.setTokenPrice(PLATFORM, chain.tokens.usdc.address, 'usd', { value: 0.9998, updatedAt: now })
    // An hour old, past maxAgeSeconds (15 min): not shown as if it were live.
    api.setTokenPrice(PLATFORM, chain.tokens.dai.address, 'usd', { value: 1.0007, updatedAt: now - 3_600 })
    const gateway = await gatewayWith(api.apiKey)
    const before = api.requests.length

    const prices = await pricesOf(gateway)
    expect(prices.ETH).toBe('3456.78')
    expect(prices[chain.tokens.usdc.symbol]).toBe('0.9998')
    // No fixed price for DAI in the dev config either: unpriced, "0" on the Safe wire (the web shows it as unknown).
    expect(prices[chain.tokens.dai.symbol]).toBe('0')
    const asked = api.requests.slice(before)
    expect(asked.filter((path) => path.startsWith(`/api/v3/simple/token_price/${PLATFORM}`))).toHaveLength(1)
    expect(asked.filter((path) => path.startsWith('/api/v3/simple/price'))).toHaveLength(1)
  })

  it('a refused key gives the config’s fixed prices, never a made-up one', async () => {
    const gateway = await gatewayWith('not-the-key')
    const prices = await pricesOf(gateway)
    // The dev config's fixed ETH price; USDC's fixed 1 USD.
    expect(prices.ETH).toBe('2000')
    expect(prices[chain.tokens.usdc.symbol]).toBe('1')
  })
})
