import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, TEST_OPERATOR_TOKEN, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'

// Tracked mode reads only its Safes' logs (and their factory's at creation): Safes before 1.3.0 and 1.5.0 ones must
// come out as the "all" mode indexes them.
const operator = { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } }
type Ready = { chains: Record<string, { trackedSafes?: { address: string; following: boolean }[] }> }

let chain: DevChain
let reference: TestGateway
let tracked: TestGateway

beforeAll(async () => {
  chain = await startDevChain()
  reference = await startTestGateway(chain, { database: 'memory' })
  const trackedSafes = [chain.demo.safe111.address, chain.demo.safe150.address]
  tracked = await startTestGateway(chain, { database: 'memory', indexer: { mode: 'tracked', trackedSafes } })
}, 120_000)

afterAll(async () => {
  await tracked?.close()
  await reference?.close()
  await chain?.stop()
})

describe('tracked mode with Safes of other versions', () => {
  it.each(['safe111', 'safe150'] as const)(
    'serves the %s demo Safe as the "all" mode does',
    async (demo) => {
      const safe = chain.demo[demo].address
      const followed = async () => {
        const body = (await (await fetch(`${tracked.url}/health/ready`, operator)).json()) as Ready
        return body.chains[String(chain.chainId)]?.trackedSafes?.find((t) => t.address === safe)
      }
      await eventually(followed, (t) => t?.following === true, `${demo} to be followed`, { timeoutMs: 120_000 })
      await waitForIndexer(reference.url, String(chain.chainId), chain.rpcUrl)
      await waitForIndexer(tracked.url, String(chain.chainId), chain.rpcUrl)
      const strip = (body: Json) =>
        JSON.parse(JSON.stringify(body, (key, value) => (key === 'next' || key === 'previous' ? null : value)))
      for (const path of ['', '/transactions/history', '/incoming-transfers']) {
        const url = `/v1/chains/${chain.chainId}/safes/${safe}${path}`
        const [a, b] = await Promise.all([request(tracked.url, url), request(reference.url, url)])
        expect(a.status, path).toBe(200)
        expect(strip(a.body), path).toEqual(strip(b.body))
      }
      const info = (await request(tracked.url, `/v1/chains/${chain.chainId}/safes/${safe}`)).body
      expect(info.version).toBe(chain.demo[demo].version)
    },
    180_000,
  )
})
