import { type DevChain, startDevChain } from '@concord/devchain'
import { canonicalAddresses, encodeSafeSetup, safeAbisByVersion } from '@concord/protocol'
import { startTestGateway, TEST_OPERATOR_TOKEN, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { type Address, createWalletClient, encodeFunctionData, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'

/** /health/ready lists tracked Safes to the operator's token only. */
const operator = { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } }

// Safes created on the chain besides the demo ones, none of them tracked (issue 18: 1,000 other Safes leave no rows).
const OTHER_SAFES = 1000
const PROVIDER = { maxBlockRange: 10_000, maxResults: 10_000, requestsPerSecond: 200, random429Rate: 0.02, seed: 9 }

let chain: DevChain
let tracked: TestGateway
let reference: TestGateway
let others: Address[]

beforeAll(async () => {
  chain = await startDevChain()
  others = await createSafes(chain, OTHER_SAFES)
  tracked = await startTestGateway(chain, {
    limitingRpc: PROVIDER,
    rpcLimits: { requestsPerSecond: 150, retryDelayMs: 20 },
    indexer: { mode: 'tracked' },
    database: 'throwaway',
  })
  reference = await startTestGateway(chain, { database: 'memory' })
}, 180_000)

afterAll(async () => {
  await tracked?.close()
  await reference?.close()
  await chain?.stop()
})

/** Creates `count` Safes 1.4.1 (one owner each, a fresh address) through the canonical factory, one block each. */
async function createSafes(on: DevChain, count: number): Promise<Address[]> {
  const contracts = canonicalAddresses['1.4.1']
  const sender = on.accounts[3]
  if (sender === undefined) throw new Error('dev account 3 missing')
  const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(on.rpcUrl) })
  const owners: Address[] = []
  const setup = (owner: Address) =>
    encodeSafeSetup({ owners: [owner], threshold: 1, fallbackHandler: contracts.CompatibilityFallbackHandler })
  for (let i = 0; i < count; i++) {
    const owner = privateKeyToAccount(`0x${(i + 1).toString(16).padStart(64, '7')}`).address
    owners.push(owner)
    await wallet.sendTransaction({
      chain: null,
      to: contracts.SafeProxyFactory,
      data: encodeFunctionData({
        abi: safeAbisByVersion['1.4.1'].SafeProxyFactory,
        functionName: 'createProxyWithNonce',
        args: [contracts.SafeL2, setup(owner), BigInt(i)],
      }),
    })
  }
  return owners
}

type Ready = { chains: Record<string, { trackedSafes?: { address: string; following: boolean; progress: number }[] }> }

const readiness = async (gateway: TestGateway) =>
  ((await (await fetch(`${gateway.url}/health/ready`, operator)).json()) as Ready).chains[String(chain.chainId)]

/** Waits until the gateway follows `safe` (its history is all in). */
async function followed(gateway: TestGateway, safe: string): Promise<void> {
  await eventually(
    () => readiness(gateway),
    (c) => c?.trackedSafes?.find((t) => t.address === safe)?.following === true,
    `${safe} to be followed`,
    { timeoutMs: 120_000, intervalMs: 100 },
  )
}

/** The answers of both gateways to `path`, without what differs between two gateways (their page links). */
async function both(path: string): Promise<[Json, Json]> {
  const strip = (body: Json) =>
    JSON.parse(JSON.stringify(body, (key, value) => (key === 'next' || key === 'previous' ? null : value)))
  const [a, b] = await Promise.all([request(tracked.url, path), request(reference.url, path)])
  expect(a.status).toBe(200)
  return [strip(a.body), strip(b.body)]
}

describe('tracked mode', () => {
  it('answers a Safe created long before it started at once, from the chain, and then has its whole history', async () => {
    const safe = chain.demo.safe
    const base = `/v1/chains/${chain.chainId}/safes/${safe.address}`
    const first = await request(tracked.url, base)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ nonce: safe.nonce, threshold: safe.threshold })
    expect(first.body.owners.map((o: Json) => o.value)).toEqual(safe.owners)

    await followed(tracked, safe.address)
    await waitForIndexer(reference.url, String(chain.chainId), chain.rpcUrl)
    for (const path of ['', '/transactions/history', '/incoming-transfers', '/multisig-transactions?executed=true']) {
      const [a, b] = await both(`${base}${path}`)
      expect(a).toEqual(b)
    }
    const history = (await request(tracked.url, `${base}/transactions/history`)).body.results as Json[]
    const kinds = new Set(history.filter((i) => i.type === 'TRANSACTION').map((i) => i.transaction.txInfo.type))
    expect(kinds).toContain('SettingsChange')
    expect(kinds).toContain('Transfer')
    expect(kinds).toContain('Creation')
  }, 240_000)

  it('reads none of the other Safes of the chain', async () => {
    const ready = await readiness(tracked)
    expect(ready?.trackedSafes?.map((t) => t.address)).toEqual([chain.demo.safe.address])
    // Every one of them: the tracked gateway holds no row of any, where the reference gateway (mode "all") has each.
    await waitForIndexer(reference.url, String(chain.chainId), chain.rpcUrl)
    for (let i = 0; i < others.length; i += 50) {
      const batch = others.slice(i, i + 50)
      const path = (owner: Address) => `/v1/chains/${chain.chainId}/owners/${owner}/safes`
      const owned = await Promise.all(batch.map((owner) => request(tracked.url, path(owner))))
      expect(owned.map((r) => r.body.safes)).toEqual(batch.map(() => []))
      const known = await Promise.all(batch.map((owner) => request(reference.url, path(owner))))
      expect(known.filter((r) => r.body.safes.length === 0).length).toBe(0)
    }
  })

  it('follows the tracked Safe with every new block', async () => {
    const safe = chain.demo.safe.address
    const sender = chain.accounts[4]
    if (sender === undefined) throw new Error('dev account 4 missing')
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({ chain: null, to: safe, value: parseEther('0.25') })
    await eventually(
      async () => (await request(tracked.url, `/v1/chains/${chain.chainId}/safes/${safe}/incoming-transfers`)).body,
      (page) => page.results.some((item: Json) => item.transaction?.txHash === hash),
      'the new incoming transfer',
      { timeoutMs: 120_000, intervalMs: 100 },
    )
  }, 180_000)
})
