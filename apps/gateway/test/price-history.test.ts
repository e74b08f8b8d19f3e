import { createServer, type Server } from 'node:http'
import { type DevChain, startDevChain } from '@concord/devchain'
import { type CoinGeckoStandIn, startCoinGeckoStandIn } from '@concord/test-kit/coingecko'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { type Json, request } from './support/http.js'

// Issue 35 point 3: the history CSV prices each transfer at its time. The gateway reads prices of the past from a
// CoinGecko-compatible API (market_chart/range); the test kit's stand-in speaks those routes with prices by day.
let chain: DevChain
let api: CoinGeckoStandIn
let silent: Server
let silentUrl: string
const running: RunningGateway[] = []
const PLATFORM = 'concord-dev'
const DAY = 86_400_000
const ZERO = '0x0000000000000000000000000000000000000000'

/** The stand-in's ETH price on the day starting at `dayStart`: 1,000 USD plus the day's number modulo 100. */
const ethOn = (dayStart: number) => 1000 + ((dayStart / DAY) % 100)
/** dUSDC wobbles around 1 USD by day. */
const usdcOn = (dayStart: number) => 0.99 + ((dayStart / DAY) % 3) / 100

beforeAll(async () => {
  ;[chain, api] = await Promise.all([startDevChain(), startCoinGeckoStandIn()])
  api.setCoinHistory('ethereum', 'usd', ethOn)
  api.setTokenHistory(PLATFORM, chain.tokens.usdc.address, 'usd', usdcOn)
  // A provider that takes the request and never answers.
  silent = createServer(() => {})
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/api/v3`
}, 120_000)

afterAll(async () => {
  for (const gateway of running) await gateway.close()
  silent?.closeAllConnections()
  await new Promise((resolve) => silent?.close(resolve))
  await api?.close()
  await chain?.stop()
})

/** A gateway on the dev chain: with CoinGecko ids and the price API at `url` when given, else the fixed prices only. */
async function gatewayWith(url: string | null): Promise<RunningGateway> {
  const config: GatewayConfig = devGatewayConfig(chain)
  if (url !== null) {
    for (const entry of config.chains) entry.coingecko = { platformId: PLATFORM, nativeCoinId: 'ethereum' }
    config.priceApi = {
      url,
      apiKey: api.apiKey,
      keyHeader: 'x-cg-demo-api-key',
      maxAgeSeconds: 900,
      cacheSeconds: 60,
      timeoutMs: 1_000,
    }
  }
  const gateway = await startGateway({ config, logLevel: 'silent' })
  running.push(gateway)
  await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
  return gateway
}

const pricesPath = (query: string) => `/v1/chains/${chain.chainId}/prices?${query}`
const iso = (ms: number) => new Date(ms).toISOString()
/** 00:00 UTC of the day `daysAgo` days before today. */
const dayStart = (daysAgo: number) => Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY

describe('prices of the past from a CoinGecko-compatible API', () => {
  let gateway: RunningGateway
  beforeAll(async () => {
    gateway = await gatewayWith(api.url)
  }, 120_000)

  it('answers one price per UTC day for the native coin and a token, the day’s first', async () => {
    const usdc = chain.tokens.usdc.address
    // Ten days, from the middle of the first to the middle of the last: whole days are answered.
    const from = dayStart(12) + 5 * 3_600_000
    const to = dayStart(3) + 17 * 3_600_000
    const response = await request(
      gateway.url,
      pricesPath(`fiatCode=usd&tokens=${ZERO},${usdc}&from=${iso(from)}&to=${iso(to)}`),
    )
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ fiatCode: 'USD', history: true, from: dayStart(12), to: dayStart(2) - 1 })
    const [eth, token] = response.body.tokens as Json[]
    const days = Array.from({ length: 10 }, (_, i) => dayStart(12 - i))
    // The stand-in answers hourly points for a period this short; each day's price is its 00:00 one.
    expect(eth.daily).toEqual(days.map((day) => ({ timestamp: day, price: String(ethOn(day)) })))
    expect(token.daily).toEqual(days.map((day) => ({ timestamp: day, price: String(usdcOn(day)) })))
    // Today's price as the balances have it: the dev config's fixed 2,000 (the stand-in has no live ETH price).
    expect(eth.current).toMatchObject({ value: '2000', source: 'fixed' })
    expect(token.address).toBe(usdc)
  })

  it('a period over 90 days reads CoinGecko’s daily points alike; asked again, it is answered from memory', async () => {
    const from = dayStart(200)
    const to = dayStart(100)
    const path = pricesPath(`fiatCode=USD&tokens=${ZERO}&from=${iso(from)}&to=${iso(to)}`)
    const before = api.requests.length
    const first = await request(gateway.url, path)
    expect(first.status).toBe(200)
    const daily = first.body.tokens[0].daily as Json[]
    expect(daily).toHaveLength(101)
    expect(daily[0]).toEqual({ timestamp: from, price: String(ethOn(from)) })
    expect(daily[100]).toEqual({ timestamp: to, price: String(ethOn(to)) })
    const again = await request(gateway.url, path)
    expect(again.body).toEqual(first.body)
    const charts = api.requests.slice(before).filter((asked) => asked.includes('/market_chart/range'))
    expect(charts).toHaveLength(1)
    // CoinGecko's range is in seconds.
    expect(charts[0]).toBe(
      `/api/v3/coins/ethereum/market_chart/range?vs_currency=usd&from=${from / 1000}&to=${(to + DAY) / 1000}`,
    )
  })

  it('a token the API has no history of is unknown (null), not today’s price', async () => {
    const dai = chain.tokens.dai.address
    const response = await request(
      gateway.url,
      pricesPath(`fiatCode=usd&tokens=${dai}&from=${iso(dayStart(5))}&to=${iso(dayStart(1))}`),
    )
    expect(response.status).toBe(200)
    expect(response.body.tokens).toEqual([{ address: dai, current: null, daily: null }])
  })

  it('without a period: today’s prices, and whether prices of the past are known here', async () => {
    const response = await request(gateway.url, pricesPath(`fiatCode=usd&tokens=${ZERO}`))
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ history: true, from: null, to: null })
    expect(response.body.tokens[0]).toMatchObject({ current: { value: '2000' }, daily: null })
  })

  it('bad input is a 422 that says what is wrong and what to do, never a 5xx', async () => {
    const cases: [string, RegExp][] = [
      [`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(1))}&to=${iso(dayStart(3))}`, /from is after to/],
      [`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(400))}&to=${iso(dayStart(1))}`, /at most 366 days/],
      [`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(3))}`, /both from and to/],
      [`fiatCode=usd&tokens=${ZERO}&from=yesterday&to=today`, /Invalid date/],
      [`fiatCode=usd&tokens=0x1234`, /Invalid token address/],
      [`fiatCode=usd&tokens=${Array.from({ length: 21 }, () => ZERO).join(',')}`, /at most 20/],
      ['fiatCode=dollars!', /Invalid fiat code/],
    ]
    for (const [query, words] of cases) {
      const response = await request(gateway.url, pricesPath(query))
      expect(response.status, query).toBe(422)
      expect(response.body.message, query).toMatch(words)
    }
    const unknownChain = await request(gateway.url, `/v1/chains/999999/prices?fiatCode=usd`)
    expect(unknownChain.status).toBe(404)
  })

  it('a provider over its rate limit is a 503 saying to retry, and a recovered one answers again', async () => {
    const path = pricesPath(`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(30))}&to=${iso(dayStart(20))}`)
    api.failHistory(429)
    try {
      const refused = await request(gateway.url, path)
      expect(refused.status).toBe(503)
      expect(refused.body.message).toMatch(/rate limit.*retry/)
    } finally {
      api.failHistory(null)
    }
    // The refusal was not kept.
    const answered = await request(gateway.url, path)
    expect(answered.status).toBe(200)
    expect(answered.body.tokens[0].daily).toHaveLength(11)
  })
})

describe('where prices of the past are not known', () => {
  it('fixed prices have no history: unknown (null), never today’s price as the past’s', async () => {
    const gateway = await gatewayWith(null)
    const response = await request(
      gateway.url,
      pricesPath(`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(5))}&to=${iso(dayStart(1))}`),
    )
    expect(response.status).toBe(200)
    expect(response.body.history).toBe(false)
    expect(response.body.tokens).toEqual([
      { address: ZERO, current: { value: '2000', updatedAt: null, source: 'fixed', stale: false }, daily: null },
    ])
  })

  it('a provider that never answers is a 503 after the timeout, not a stalled request', async () => {
    const gateway = await gatewayWith(silentUrl)
    const response = await request(
      gateway.url,
      pricesPath(`fiatCode=usd&tokens=${ZERO}&from=${iso(dayStart(5))}&to=${iso(dayStart(1))}`),
    )
    expect(response.status).toBe(503)
    expect(response.body.message).toMatch(/did not answer within 1000 ms; retry later/)
  })
})
