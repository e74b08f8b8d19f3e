import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { type LimitingRpc, type LimitingRpcOptions, startLimitingRpc } from '@concord/test-kit/rpc-proxy'
import { createPublicClient, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainReader } from '../src/indexer/fetch/chain-reader.js'
import { logsRefusal } from '../src/indexer/fetch/logs-refusal.js'
import { SAFE_EVENT_TOPICS } from '../src/indexer/fetch/safe-events.js'
import { requestPacer } from '../src/rpc/request-pacer.js'
import { backoffMs } from '../src/rpc/retrying-fetch.js'
import { type RpcTransportLimits, rpcTransport } from '../src/rpc/rpc-transport.js'
import { type Json, request } from './support/http.js'

let chain: DevChain
const proxies: LimitingRpc[] = []
const gateways: TestGateway[] = []

beforeAll(async () => {
  chain = await startDevChain()
})

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()))
  await Promise.all(proxies.map((p) => p.close()))
  await chain?.stop()
})

async function proxy(options: LimitingRpcOptions): Promise<LimitingRpc> {
  const started = await startLimitingRpc(chain.rpcUrl, { requestsPerSecond: null, ...options })
  proxies.push(started)
  return started
}

const LIMITS: RpcTransportLimits = { requestsPerSecond: null, attemptTimeoutMs: 500, retries: 8, retryDelayMs: 20 }

function client(url: string, limits: RpcTransportLimits = LIMITS): PublicClient {
  return createPublicClient({ transport: rpcTransport(url, { batch: false, retryCount: 0 }, limits) }) as PublicClient
}

const head = async () =>
  Number(await createPublicClient({ transport: rpcTransport(chain.rpcUrl, {}) }).getBlockNumber())

describe('reading a provider’s refusals', () => {
  it('tells too many results (with the suggested range) from a range over the limit (with the limit)', () => {
    const error = (message: string) => Object.assign(new Error('RPC Request failed.'), { details: message })
    expect(
      logsRefusal(error('query returned more than 10000 results. Try with this block range [0x10, 0x2f].')),
    ).toEqual({ kind: 'results', fitsTo: 0x2f })
    expect(logsRefusal(error('query returned more than 10000 results'))).toEqual({ kind: 'results', fitsTo: null })
    const alchemy =
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the ' +
      'response size, or you can request any block range with a cap of 10K logs in the response. Based on your ' +
      'parameters, this block range should work: [0x1, 0x5]'
    expect(logsRefusal(error(alchemy))).toEqual({ kind: 'results', fitsTo: 5 })
    expect(logsRefusal(error('range 1000000 exceeds limit of 10000'))).toEqual({ kind: 'range', limit: 10_000 })
    expect(logsRefusal(error('eth_getLogs is limited to a 10,000 range'))).toEqual({ kind: 'range', limit: 10_000 })
    expect(logsRefusal(error('block range is too wide'))).toEqual({ kind: 'range', limit: null })
    expect(logsRefusal(error('execution reverted'))).toBeNull()
  })

  it('backs off exponentially with jitter, or as long as Retry-After says', () => {
    const policy = { attemptTimeoutMs: 1000, retries: 5, baseDelayMs: 100 }
    expect([0, 1, 2, 3].map((n) => backoffMs(policy, n, null, () => 1))).toEqual([100, 200, 400, 800])
    expect(backoffMs(policy, 3, null, () => 0)).toBe(400)
    expect(backoffMs(policy, 20, null, () => 1)).toBe(10_000)
    expect(backoffMs(policy, 0, '2', () => 1)).toBe(2000)
  })

  it('spaces requests to the rate and holds them all while paused', async () => {
    let now = 0
    const waits: number[] = []
    const clock = {
      now: () => now,
      sleep: async (ms: number) => {
        waits.push(ms)
        now += ms
      },
    }
    const pacer = requestPacer(10, clock)
    await pacer.wait()
    await pacer.wait()
    await pacer.wait(3)
    await pacer.wait()
    expect(waits).toEqual([100, 100, 300])
    pacer.pause(1000)
    await pacer.wait()
    expect(waits.at(-1)).toBe(1000)
  })
})

describe('the chain reader behind a provider’s eth_getLogs limits', () => {
  it('reads every log of a wide range in pieces the provider accepts (range limit, result cap)', async () => {
    const to = await head()
    const direct = await createChainReader(client(chain.rpcUrl), 4).logs(0, to, [SAFE_EVENT_TOPICS])
    expect(direct.length).toBeGreaterThan(15)
    for (const dialect of ['infura', 'alchemy'] as const) {
      const rpc = await proxy({ maxBlockRange: 16, maxResults: 5, dialect })
      const limited = await createChainReader(client(rpc.url), 4).logs(0, to, [SAFE_EVENT_TOPICS])
      expect(limited).toEqual(direct)
      expect(rpc.stats.refused.blockRange).toBeGreaterThan(0)
      expect(rpc.stats.refused.results).toBeGreaterThan(0)
      expect(rpc.stats.widestServed).toBeLessThanOrEqual(16)
    }
  })

  it('keeps to the provider’s range once it named it, without being refused again', async () => {
    const rpc = await proxy({ maxBlockRange: 16 })
    const reader = createChainReader(client(rpc.url), 4)
    await reader.logs(0, await head(), [SAFE_EVENT_TOPICS])
    expect(rpc.stats.refused.blockRange).toBe(1)
    expect(reader.maxBlockRange).toBe(16)
  })
})

describe('requests to a provider that refuses and stalls', () => {
  it('retries random 429s with backoff until answered', async () => {
    const rpc = await proxy({ random429Rate: 0.4, seed: 3 })
    const limited = client(rpc.url)
    for (let i = 0; i < 20; i++) expect(await limited.getChainId()).toBe(chain.chainId)
    expect(rpc.stats.refused.random429).toBeGreaterThan(0)
  })

  it('gives up on a stalled attempt and asks again', async () => {
    const rpc = await proxy({ stallRate: 0.3, stallMs: 60_000, seed: 5 })
    const limited = client(rpc.url)
    for (let i = 0; i < 10; i++) expect(await limited.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(0n)
    expect(rpc.stats.stalled).toBeGreaterThan(0)
  })

  it('keeps to a request rate, answering every call of a burst', async () => {
    const rpc = await proxy({ requestsPerSecond: 20 })
    const limited = client(rpc.url, { ...LIMITS, requestsPerSecond: 20 })
    const answers = await Promise.all(Array.from({ length: 30 }, () => limited.getBlockNumber({ cacheTime: 0 })))
    expect(answers).toHaveLength(30)
  })
})

describe('a gateway behind a limiting provider without the debug API', () => {
  it('indexes the dev chain to the same history as one on the node itself', async () => {
    const rpc = await proxy({ maxBlockRange: 32, maxResults: 24, requestsPerSecond: 100, random429Rate: 0.05 })
    const rpcLimits = { maxBlockRange: 1000, requestsPerSecond: 80, attemptTimeoutMs: 1000, retryDelayMs: 50 }
    const limited = await startTestGateway(chain, { rpcUrl: rpc.url, rpcLimits, database: 'throwaway' })
    gateways.push(limited)
    const direct = await startTestGateway(chain, { database: 'memory' })
    gateways.push(direct)
    // Generous waits: on a loaded 2-core machine the paced gateway takes its time (no assertion on how long).
    await waitForIndexer(limited.url, String(chain.chainId), chain.rpcUrl, 150_000)
    await waitForIndexer(direct.url, String(chain.chainId), chain.rpcUrl, 150_000)
    expect(rpc.stats.refused.method).toBe(0) // every Safe of the dev chain is an L2 Safe: no trace was needed
    expect(rpc.stats.widestServed).toBeLessThanOrEqual(32)
    for (const safe of [chain.demo.safe.address, chain.demo.safe130.address]) {
      for (const path of ['', '/transactions/history', '/balances/usd', '/incoming-transfers']) {
        const url = `/v1/chains/${chain.chainId}/safes/${safe}${path}`
        const [a, b] = await Promise.all([request(limited.url, url), request(direct.url, url)])
        expect(a.status).toBe(200)
        expect(stripVolatile(a.body)).toEqual(stripVolatile(b.body))
      }
    }
  }, 240_000)
})

/** The answer without what differs between two gateways (their own URLs in page links). */
function stripVolatile(body: Json): Json {
  return JSON.parse(JSON.stringify(body, (key, value) => (key === 'next' || key === 'previous' ? null : value)))
}
