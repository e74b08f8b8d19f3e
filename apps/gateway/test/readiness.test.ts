import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { rpcCall } from '@concord/test-kit/json-rpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'
import { type HeldRpc, startHeldRpc } from './support/rpc-proxy.js'

// Issue 20 §12: /health/ready answers 503 with the lag until the indexer has caught up with the chain head the
// gateway saw at start (as Ponder's readiness does), so a client told "ready" finds the demo Safe.
let chain: DevChain
let rpc: HeldRpc
let gateway: TestGateway

beforeAll(async () => {
  chain = await startDevChain()
  rpc = await startHeldRpc(chain.rpcUrl)
  gateway = await startTestGateway(chain, { rpcUrl: rpc.url, database: 'throwaway' })
})

afterAll(async () => {
  rpc?.release()
  await gateway?.close()
  await rpc?.close()
  await chain?.stop()
})

const ready = async () => (await request(gateway.url, '/health/ready')) as { status: number; body: Json }

describe('readiness', () => {
  it('is a 503 with the lag until the indexer reaches the head seen at start, then 200, and stays so', async () => {
    const chainId = String(chain.chainId)
    const head = Number(BigInt(await rpcCall<string>(chain.rpcUrl, 'eth_blockNumber')))
    // The indexer knows the head but cannot fetch a log: syncing, with how far behind it is.
    // (The lag is known once the indexer has read its cursor: before that it is null, and readiness still 503.)
    const syncing = await eventually(
      ready,
      (answer) => answer.body.chains[chainId]?.headBlock === head && answer.body.chains[chainId]?.lag !== null,
      'the head',
    )
    expect(syncing.status).toBe(503)
    expect(syncing.body).toMatchObject({ status: 'syncing', database: 'ok' })
    expect(syncing.body.chains[chainId]).toMatchObject({ indexing: true, caughtUp: false, headBlock: head })
    expect(syncing.body.chains[chainId].lag).toBeGreaterThan(0)
    // Liveness is not readiness.
    expect((await request(gateway.url, '/health/live')).status).toBe(200)

    rpc.release()
    const caughtUp = await eventually(ready, (answer) => answer.status === 200, 'readiness')
    expect(caughtUp.body).toMatchObject({ status: 'ok', chains: { [chainId]: { caughtUp: true } } })
    expect(caughtUp.body.chains[chainId].indexedBlock).toBeGreaterThanOrEqual(head)
    // A client told "ready" finds the Safes that existed when the gateway started.
    const safe = await request(gateway.url, `/v1/chains/${chainId}/safes/${chain.demo.safe.address}`)
    expect(safe.status).toBe(200)

    // Caught up once, it stays ready while it follows new blocks (the lag is reported, not judged).
    await rpcCall(chain.rpcUrl, 'anvil_mine', ['0x5'])
    const later = await ready()
    expect(later.status).toBe(200)
    expect(later.body.chains[chainId].caughtUp).toBe(true)
  })
})
