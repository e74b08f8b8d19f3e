import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, type TestGateway } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'

// A slow provider and small ranges, so the demo Safe's backfill takes many batches and its progress can be seen midway.
const SLOW = {
  limitingRpc: { requestsPerSecond: 40, random429Rate: 0.02, seed: 5 },
  rpcLimits: { maxBlockRange: 4, requestsPerSecond: 20, retryDelayMs: 20 },
  indexer: { mode: 'tracked' as const },
}

let chain: DevChain
let tracked: TestGateway
let all: TestGateway

beforeAll(async () => {
  chain = await startDevChain()
  tracked = await startTestGateway(chain, { ...SLOW, database: 'throwaway' })
  all = await startTestGateway(chain, { database: 'memory' })
}, 180_000)

afterAll(async () => {
  await tracked?.close()
  await all?.close()
  await chain?.stop()
})

const indexingPath = (address: string, chainId: number | string = chain.chainId) =>
  `/v1/chains/${chainId}/safes/${address}/indexing`

describe('GET /v1/chains/{chainId}/safes/{address}/indexing (Concord only)', () => {
  it('reports a tracked Safe’s backfill from 0 to 100% as it runs, then complete', async () => {
    const safe = chain.demo.safe.address
    const before = await request(tracked.url, indexingPath(safe))
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ mode: 'tracked', tracked: false, complete: false, progress: 0 })

    expect((await request(tracked.url, `/v1/chains/${chain.chainId}/safes/${safe}`)).status).toBe(200)
    const seen: number[] = []
    const poll = async () => {
      const answer = await request(tracked.url, indexingPath(safe))
      expect(answer.status).toBe(200)
      seen.push(answer.body.progress)
      return answer.body as Json
    }
    const midway = await eventually(poll, (b) => b.progress > 0 && b.progress < 1, 'the backfill midway', {
      timeoutMs: 180_000,
      intervalMs: 25,
    })
    expect(midway).toMatchObject({ tracked: true, complete: false })
    expect(midway.creationBlock).toBeGreaterThan(0)
    expect(midway.backfilledTo).toBeGreaterThanOrEqual(midway.creationBlock)

    const done = await eventually(poll, (b) => b.complete === true, 'the backfill to complete', {
      timeoutMs: 180_000,
      intervalMs: 25,
    })
    expect(done).toMatchObject({ mode: 'tracked', tracked: true, complete: true, progress: 1 })
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    const history = await request(tracked.url, `/v1/chains/${chain.chainId}/safes/${safe}/transactions/history`)
    expect(history.body.results.length).toBeGreaterThan(0)
  }, 400_000)

  it('reports every Safe complete on a chain in mode "all"', async () => {
    const answer = await request(all.url, indexingPath(chain.demo.safe130.address))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ mode: 'all', tracked: true, complete: true, progress: 1 })
  })

  it('answers a bad address with a 422 and an unknown chain with a 404, each with code and message', async () => {
    const bad = await request(tracked.url, indexingPath('0x1234'))
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({ code: 422, message: expect.stringContaining('address') })
    const unknown = await request(tracked.url, indexingPath(chain.demo.safe.address, 999_999))
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toContain('999999')
  })
})
