import { type DevChain, startDevChain } from '@concord/devchain'
import { startTestGateway, TEST_OPERATOR_TOKEN, type TestGateway } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from './support/http.js'
import { createSafe } from './support/safe-chain.js'
import { signIn } from './support/sign-in.js'

/** /health/ready lists tracked Safes to the operator's token only. */
const operator = { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } }

// Tracked mode: requests hold at most `maxTrackedByRequest` slots, so an anonymous client cannot make the gateway
// backfill any number of Safes; and (issue 28 point 3) the slots are recycled least recently requested first, so
// a flood of requests for new Safes cannot stop history for every later Safe.
const CAP = 2
/** The key of the one owner of the i-th Safe of the flood. */
const floodKey = (i: number): `0x${string}` => `0x${(i + 1).toString(16).padStart(64, '5')}`
let chain: DevChain
let gateway: TestGateway
let flood: Address[]

beforeAll(async () => {
  chain = await startDevChain()
  const sender = chain.accounts[3]
  if (sender === undefined) throw new Error('dev account 3 missing')
  flood = []
  for (let i = 0; i < 4; i++) {
    const owner = privateKeyToAccount(floodKey(i)).address
    flood.push(await createSafe(chain.rpcUrl, sender.privateKey, [owner], 1))
  }
  const indexer = { mode: 'tracked' as const, maxTrackedByRequest: CAP }
  gateway = await startTestGateway(chain, { indexer, database: 'memory' })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await chain?.stop()
})

type Tracked = { address: string; following: boolean }
type Ready = { chains: Record<string, { trackedSafes?: Tracked[] }> }
const trackedSafes = async (): Promise<Tracked[]> =>
  ((await (await fetch(`${gateway.url}/health/ready`, operator)).json()) as Ready).chains[String(chain.chainId)]
    ?.trackedSafes ?? []
const trackedAddresses = async () => (await trackedSafes()).map((t) => t.address).sort()
const safeInfo = (address: string) => request(gateway.url, `/v1/chains/${chain.chainId}/safes/${address}`)

describe('tracked mode, Safes tracked on request', () => {
  it('tracked slots recycled under a flood of requests for new Safes', async () => {
    const demo = chain.demo.safe.address
    expect((await safeInfo(demo)).status).toBe(200)
    expect(await trackedAddresses()).toEqual([demo])
    const following = (address: string) => async () =>
      (await trackedSafes()).find((t) => t.address === address)?.following === true
    await eventually(following(demo), Boolean, 'the demo Safe followed')

    // The flood: each new Safe asked about takes the least recently requested slot; never more than the cap.
    for (const [i, safe] of flood.entries()) {
      const answer = await safeInfo(safe)
      expect(answer.status).toBe(200)
      expect(answer.body.address.value).toBe(safe)
      const tracked = await trackedAddresses()
      expect(tracked).toHaveLength(Math.min(i + 2, CAP))
      expect(tracked).toContain(safe)
    }
    expect(await trackedAddresses()).toEqual(flood.slice(-CAP).sort())

    // A Safe still asked about keeps its slot: asking about the older flood Safe again makes the newer one the
    // least recently requested, which the next new Safe takes.
    const [older, newer] = flood.slice(-CAP) as [Address, Address]
    expect((await safeInfo(older)).status).toBe(200)
    expect((await safeInfo(demo)).status).toBe(200)
    expect(await trackedAddresses()).toEqual([older, demo].sort())
    expect(await trackedAddresses()).not.toContain(newer)

    // The evicted demo Safe, tracked again, is followed again with its whole history (its nonce as on chain).
    await eventually(following(demo), Boolean, 'the demo Safe followed again')
    const info = await safeInfo(demo)
    expect(info.body.nonce).toBe(chain.demo.safe.nonce)
    const history = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${demo}/transactions/history`)
    expect(history.status).toBe(200)
    expect(history.body.results.length).toBeGreaterThan(0)
  }, 120_000)

  it('tells anyone only how many Safes are tracked, and which ones only to the operator token', async () => {
    const body = (await (await fetch(`${gateway.url}/health/ready`)).json()) as {
      chains: Record<string, { trackedSafes?: unknown; trackedCounts?: { request: number; config: number } }>
    }
    const lag = body.chains[String(chain.chainId)]
    expect(lag?.trackedSafes).toBeUndefined()
    expect(lag?.trackedCounts).toMatchObject({ config: 0, request: CAP })
    expect(await trackedSafes()).toHaveLength(CAP)
  })

  it("keeps a slot a signed-in owner asked for: anonymous requests take the others, never the owner's", async () => {
    const [mine, ...others] = flood as [Address, ...Address[]]
    const cookie = await signIn(gateway.url, floodKey(0))
    const asOwner = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${mine}`, { headers: { cookie } })
    expect(asOwner.status).toBe(200)
    // A repeated read may be answered from the response cache first and tracked right after: wait for the slot.
    const tracked = (safe: Address) => eventually(trackedAddresses, (list) => list.includes(safe), `${safe} tracked`)
    await tracked(mine)
    // A flood of anonymous requests for other Safes, each newer than the owner's request: the owner's slot stays.
    for (const safe of [...others, chain.demo.safe.address]) {
      expect((await safeInfo(safe)).status).toBe(200)
      const now = await tracked(safe)
      expect(now).toContain(mine)
      expect(now).toHaveLength(CAP)
    }
  })
})
