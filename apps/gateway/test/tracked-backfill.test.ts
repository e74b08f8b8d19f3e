import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { startTestGateway, TEST_OPERATOR_TOKEN, type TestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { rpcCall } from '@concord/test-kit/json-rpc'
import { type Address, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Json, request } from './support/http.js'

/** /health/ready lists tracked Safes to the operator's token only. */
const operator = { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } }

// A slow provider and small ranges, so a backfill takes many batches and a test can act in the middle of one.
const SLOW = {
  limitingRpc: { requestsPerSecond: 40, random429Rate: 0.02, seed: 4 },
  rpcLimits: { maxBlockRange: 4, requestsPerSecond: 20, retryDelayMs: 20 },
}

type Tracked = { address: string; backfilledTo: number | null; following: boolean; progress: number }
type Ready = { chains: Record<string, { trackedSafes?: Tracked[] }> }

let chain: DevChain
let reference: TestGateway
let safe: Address
const gateways: TestGateway[] = []
const databases: TestDatabase[] = []
const dirs: string[] = []

beforeAll(async () => {
  chain = await startDevChain()
  safe = chain.demo.safe.address
  reference = await startTestGateway(chain, { database: 'memory' })
})

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close().catch(() => {})))
  await reference?.close()
  await Promise.all(databases.map((d) => d.drop()))
  await chain?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A database that outlives a gateway: PostgreSQL under DATABASE_URL, else a PGlite folder. */
async function lastingDatabase(): Promise<{ url: string } | { dataDir: string }> {
  const db = await createTestDatabase()
  databases.push(db)
  if (db.url !== undefined) return { url: db.url }
  const dir = mkdtempSync(join(tmpdir(), 'concord-tracked-'))
  dirs.push(dir)
  return { dataDir: dir }
}

async function trackedGateway(
  database: { url: string } | { dataDir: string },
  trackedSafes: Address[] = [],
  provider: 'slow' | 'fast' = 'slow',
): Promise<TestGateway> {
  const limits = provider === 'slow' ? SLOW : {}
  const gateway = await startTestGateway(chain, { ...limits, indexer: { mode: 'tracked', trackedSafes }, database })
  gateways.push(gateway)
  return gateway
}

const trackedSafe = async (gateway: TestGateway) => {
  const body = (await (await fetch(`${gateway.url}/health/ready`, operator)).json()) as Ready
  return body.chains[String(chain.chainId)]?.trackedSafes?.find((t) => t.address === safe)
}

const untilTracked = (gateway: TestGateway, holds: (t: Tracked | undefined) => boolean, what: string) =>
  eventually(() => trackedSafe(gateway), holds, what, { timeoutMs: 180_000, intervalMs: 25 })

/** The tracked gateway's answers equal the reference's (mode "all", on the node itself) for the Safe's history. */
async function sameHistoryAsReference(gateway: TestGateway): Promise<void> {
  await waitForIndexer(reference.url, String(chain.chainId), chain.rpcUrl)
  const strip = (body: Json) =>
    JSON.parse(JSON.stringify(body, (key, value) => (key === 'next' || key === 'previous' ? null : value)))
  for (const path of ['', '/transactions/history', '/incoming-transfers', '/multisig-transactions?executed=true']) {
    const url = `/v1/chains/${chain.chainId}/safes/${safe}${path}`
    const [a, b] = await Promise.all([request(gateway.url, url), request(reference.url, url)])
    expect(a.status).toBe(200)
    expect(strip(a.body)).toEqual(strip(b.body))
  }
}

async function sendToSafe(value: string): Promise<Hex> {
  const sender = chain.accounts[6]
  if (sender === undefined) throw new Error('dev account 6 missing')
  const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(chain.rpcUrl) })
  return wallet.sendTransaction({ chain: null, to: safe, value: parseEther(value) })
}

const mine = (blocks: number) => rpcCall(chain.rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`])
const head = async () => Number(BigInt(await rpcCall<string>(chain.rpcUrl, 'eth_blockNumber')))

describe('a tracked Safe’s backfill', () => {
  it('resumes after a restart in the middle without gaps or duplicates', async () => {
    const database = await lastingDatabase()
    const first = await trackedGateway(database)
    expect((await request(first.url, `/v1/chains/${chain.chainId}/safes/${safe}`)).status).toBe(200)
    const midway = await untilTracked(first, (t) => t !== undefined && t.progress > 0 && t.progress < 1, 'midway')
    await first.close()
    gateways.splice(gateways.indexOf(first), 1)
    expect(midway?.following).toBe(false)

    const second = await trackedGateway(database)
    await untilTracked(second, (t) => t?.following === true, 'the Safe to be followed after the restart')
    await sameHistoryAsReference(second)
  }, 300_000)

  it('survives a reorg of blocks it has read, before it reached the head', async () => {
    const gateway = await trackedGateway(await lastingDatabase())
    expect((await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe}`)).status).toBe(200)
    await sendToSafe('0.011')
    await mine(40)
    const snapshot = await rpcCall<string>(chain.rpcUrl, 'evm_snapshot')
    const forkBlock = (await head()) + 1
    const dropped = await sendToSafe('0.022')
    await mine(80)
    const before = await untilTracked(
      gateway,
      (t) => t !== undefined && (t.following || (t.backfilledTo ?? -1) >= forkBlock),
      'the backfill to read past the fork block',
    )
    await rpcCall(chain.rpcUrl, 'evm_revert', [snapshot])
    const kept = await sendToSafe('0.033')
    await mine(150)
    expect(before?.following).toBe(false)

    await untilTracked(gateway, (t) => t?.following === true, 'the Safe to be followed after the reorg')
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl, 180_000)
    await sameHistoryAsReference(gateway)
    const incoming = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${safe}/incoming-transfers`)
    const hashes = incoming.body.results.map((item: Json) => item.transaction?.txHash)
    expect(hashes).toContain(kept)
    expect(hashes).not.toContain(dropped)
  }, 300_000)

  // Neither half needs to catch a backfill midway: a provider without limits keeps the test short.
  it('tracks the Safes the config lists without a request, and stops when the config no longer lists one', async () => {
    const database = await lastingDatabase()
    const listed = chain.demo.safe130.address
    const first = await trackedGateway(database, [listed], 'fast')
    const ready = async (gateway: TestGateway) =>
      ((await (await fetch(`${gateway.url}/health/ready`, operator)).json()) as Ready).chains[String(chain.chainId)]
    await eventually(
      () => ready(first),
      (c) => c?.trackedSafes?.find((t) => t.address === listed)?.following === true,
      'the listed Safe to be followed',
      { timeoutMs: 180_000, intervalMs: 50 },
    )
    const owners = await request(first.url, `/v1/chains/${chain.chainId}/safes/${listed}`)
    expect(owners.body.nonce).toBe(chain.demo.safe130.nonce)
    await first.close()
    gateways.splice(gateways.indexOf(first), 1)

    const second = await trackedGateway(database, [], 'fast')
    await waitForIndexer(second.url, String(chain.chainId), chain.rpcUrl, 180_000)
    // The cursor the first gateway stored is at the head already: the second's indexer takes its config a moment later.
    await eventually(
      () => ready(second),
      (c) => c?.trackedSafes?.length === 0,
      'the Safe the config no longer lists to be tracked no more',
      { timeoutMs: 60_000, intervalMs: 50 },
    )
    expect((await ready(second))?.trackedSafes).toEqual([])
  }, 300_000)
})
