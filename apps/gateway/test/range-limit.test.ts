import { type DevChain, startDevChain } from '@concord/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDevGatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { waitForIndexer } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { type RangeLimitedRpc, startRangeLimitedRpc } from './support/rpc-proxy.js'
import { createTestDatabase, type TestDatabase } from './support/test-database.js'

const MAX_RANGE = 8
let chain: DevChain
let rpc: RangeLimitedRpc
let database: TestDatabase
let gateway: RunningGateway

beforeAll(async () => {
  chain = await startDevChain()
  rpc = await startRangeLimitedRpc(chain.rpcUrl, MAX_RANGE)
  database = await createTestDatabase()
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: rpc.url,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
  })
  for (const c of config.chains) Object.assign(c.indexer, { initialBlockRange: 64, maxBlockRange: 1024 })
  gateway = await startGateway({
    config,
    database: database.url === undefined ? {} : { url: database.url },
    logLevel: 'silent',
  })
})

afterAll(async () => {
  await gateway?.close()
  await database?.drop()
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
