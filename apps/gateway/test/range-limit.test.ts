import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from './support/http.js'
import { type RangeLimitedRpc, startRangeLimitedRpc } from './support/rpc-proxy.js'

const MAX_RANGE = 8
let chain: DevChain
let rpc: RangeLimitedRpc
let gateway: TestGateway

beforeAll(async () => {
  chain = await startDevChain()
  rpc = await startRangeLimitedRpc(chain.rpcUrl, MAX_RANGE)
  gateway = await startTestGateway(chain, {
    rpcUrl: rpc.url,
    indexer: { initialBlockRange: 64, maxBlockRange: 1024 },
    database: 'throwaway',
  })
})

afterAll(async () => {
  await gateway?.close()
  await rpc?.close()
  await chain?.stop()
})

describe('an RPC that refuses wide eth_getLogs ranges', () => {
  it('makes the indexer shrink its block range and still index the whole chain', async () => {
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl)
    expect(rpc.refused).toBeGreaterThan(0)
    expect(rpc.widestServed).toBeLessThanOrEqual(MAX_RANGE)
    const safe = chain.demo.safe
    const info = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe.address}`)
    expect(info.status).toBe(200)
    expect(info.body.nonce).toBe(safe.nonce)
    expect(info.body.threshold).toBe(safe.threshold)
    expect(info.body.owners.map((o: { value: string }) => o.value)).toEqual(safe.owners)
    const executed = await request(
      gateway.url,
      `/v1/chains/${chain.chainId}/safes/${safe.address}/multisig-transactions?executed=true`,
    )
    const nonces = executed.body.results.map((item: { transaction: { executionInfo: { nonce: number } } }) => {
      return item.transaction.executionInfo.nonce
    })
    expect(nonces).toEqual(Array.from({ length: safe.nonce }, (_, i) => safe.nonce - 1 - i))
  })
})
