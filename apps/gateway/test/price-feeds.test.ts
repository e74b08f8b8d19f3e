import { DEV_MNEMONIC, type DevChain, devPriceFeedAbi, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { eventually } from '@concord/test-kit/eventually'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDevGatewayConfig, type RunningGateway, startGateway } from '../src/index.js'

// Live prices without a paid API: the dev chain's Chainlink-interface feeds, read through the chain's own RPC.
let chain: DevChain
let database: TestDatabase
let gateway: RunningGateway

/** Sets a feed's answer (8 decimals) as updated `ageSeconds` ago, from dev account 9, which owns the dev feeds. */
async function setFeed(feed: `0x${string}`, answer: bigint, ageSeconds: number) {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 })
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
  const updatedAt = BigInt(Math.floor(Date.now() / 1000) - ageSeconds)
  const hash = await wallet.writeContract({
    address: feed,
    abi: devPriceFeedAbi,
    functionName: 'setAnswer',
    args: [answer, updatedAt],
    chain: null,
  })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
}

type Balances = {
  items: {
    tokenInfo: { address: string; type: string }
    fiatConversion: string
    fiatBalance: string
    priceInfo: { value: string; updatedAt: number | null; source: string; stale: boolean } | null
  }[]
}

/** The Safe's balances once the gateway has indexed it (a 404 until then). */
async function balances(url: string): Promise<Balances> {
  const response = await eventually(
    () => fetch(url),
    (r) => r.status === 200,
    'the demo Safe indexed',
  )
  return (await response.json()) as Balances
}

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
  })
  const [dev] = config.chains
  if (dev === undefined) throw new Error('no chain')
  const heartbeatSeconds = 3_600
  dev.priceFeeds = {
    native: { USD: { address: chain.priceFeeds['ETH / USD'], heartbeatSeconds } },
    tokens: { [chain.tokens.usdc.address]: { USD: { address: chain.priceFeeds['USDC / USD'], heartbeatSeconds } } },
  }
  // A live ETH price, and a USDC price last updated two hours ago: twice its feed's heartbeat.
  await setFeed(chain.priceFeeds['ETH / USD'], 2_345_67000000n, 60)
  await setFeed(chain.priceFeeds['USDC / USD'], 1_00000000n, 7_200)
  gateway = await startGateway({
    config,
    logLevel: 'warn',
    database: database.url === undefined ? {} : { url: database.url },
  })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await database?.drop()
  await chain?.stop()
})

describe('prices from on-chain feeds', () => {
  it('prices the native coin from its feed, and gives a stale feed no price rather than its old number', async () => {
    const url = `${gateway.url}/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}/balances/usd`
    const body = await balances(url)
    const native = body.items.find((item) => item.tokenInfo.type === 'NATIVE_TOKEN')
    const usdc = body.items.find((item) => item.tokenInfo.address === chain.tokens.usdc.address)
    // 2,345.67 from the feed, where the config's fixed price says 2,000.
    expect(Number(native?.fiatConversion)).toBe(2345.67)
    expect(Number(native?.fiatBalance)).toBeGreaterThan(0)
    expect(usdc?.fiatConversion).toBe('0')
    expect(usdc?.fiatBalance).toBe('0')
    // Each price says where it came from and when: the live one a minute old, the stale one shown as stale.
    const now = Date.now() / 1000
    expect(native?.priceInfo).toMatchObject({ value: '2345.67', source: 'feed', stale: false })
    expect(now - (native?.priceInfo?.updatedAt ?? 0)).toBeGreaterThanOrEqual(60)
    expect(now - (native?.priceInfo?.updatedAt ?? 0)).toBeLessThan(600)
    expect(usdc?.priceInfo).toMatchObject({ value: '1', source: 'feed', stale: true })
    expect(now - (usdc?.priceInfo?.updatedAt ?? 0)).toBeGreaterThanOrEqual(7_200)
  })

  it('keeps the fixed price where a pair has no feed (EUR here)', async () => {
    const url = `${gateway.url}/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}/balances/eur`
    const body = (await (await fetch(url)).json()) as {
      items: { tokenInfo: { type: string }; fiatConversion: string }[]
    }
    expect(body.items.find((item) => item.tokenInfo.type === 'NATIVE_TOKEN')?.fiatConversion).toBe('1800')
    expect(body.items.find((item) => item.tokenInfo.type === 'NATIVE_TOKEN')).toMatchObject({
      priceInfo: { value: '1800', source: 'fixed', updatedAt: null, stale: false },
    })
  })
})
