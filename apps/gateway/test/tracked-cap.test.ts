import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway } from '@concord/test-kit/dev-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from './support/http.js'

// Tracked mode: requests may start tracking at most `maxTrackedByRequest` Safes, so an anonymous client cannot make
// the gateway backfill any number of them.
let chain: DevChain
let gateway: TestGateway

beforeAll(async () => {
  chain = await startDevChain()
  gateway = await startTestGateway(chain, { indexer: { mode: 'tracked', maxTrackedByRequest: 1 }, database: 'memory' })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await chain?.stop()
})

type Ready = { chains: Record<string, { trackedSafes?: { address: string }[] }> }
const trackedSafes = async () =>
  ((await (await fetch(`${gateway.url}/health/ready`)).json()) as Ready).chains[
    String(chain.chainId)
  ]?.trackedSafes?.map((t) => t.address)

describe('tracked mode, Safes tracked on request', () => {
  it('tracks the first asked about; past the cap a Safe is answered from the chain, not tracked', async () => {
    const first = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}`)
    expect(first.status).toBe(200)
    expect(await trackedSafes()).toEqual([chain.demo.safe.address])

    const second = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${chain.demo.safe130.address}`)
    expect(second.status).toBe(200)
    expect(second.body.address.value).toBe(chain.demo.safe130.address)
    expect(await trackedSafes()).toEqual([chain.demo.safe.address])
  })
})
