import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGatewayCli } from './support/gateway-cli.js'
import { request } from './support/http.js'
import { type PostgresServer, startPostgres } from './support/postgres-server.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'

// docs/DEPLOY.md: two replicas on one PostgreSQL; the one indexing is killed (SIGKILL, no shutdown) in the middle of its
// backfill, right after an owner's proposal went through it. Nothing is lost: the other replica takes the chain over,
// finishes the backfill once (the same state as an uninterrupted run) and serves the proposal.
let chain: DevChain
let postgres: PostgresServer
let dir: string
let configPath: string
const children: ChildProcess[] = []

beforeAll(async () => {
  ;[chain, postgres] = await Promise.all([startDevChain(), startPostgres()])
  dir = mkdtempSync(join(tmpdir(), 'concord-replicas-kill-'))
  // One block per batch: many small transactions, so the kill lands between or inside them.
  const config = devGatewayConfig(chain, { indexer: { initialBlockRange: 1, maxBlockRange: 1, pollIntervalMs: 50 } })
  configPath = join(dir, 'chains.json')
  writeFileSync(configPath, JSON.stringify(config))
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await postgres?.stop()
  await chain?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const start = () => startGatewayCli({ configPath, dir, databaseUrl: postgres.url }, children)

describe('a replica killed mid-stream', () => {
  it('loses nothing: the other replica finishes the backfill once and serves what went through the dead one', async () => {
    const chainId = String(chain.chainId)
    const [a, b] = await Promise.all([start(), start()])
    const status = async (url: string) => (await request(url, '/health/ready')).body.chains[chainId]
    // Whichever took the chain's lock indexes; kill that one once it is part way through.
    const holder = await eventually(
      async () => ((await status(a.url)).indexing ? a : (await status(b.url)).indexing ? b : null),
      (found) => found !== null,
      'one replica to hold the chain',
      { intervalMs: 20 },
    )
    if (holder === null) throw new Error('no replica indexes')
    const other = holder === a ? b : a
    const safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
    const owner = chain.accounts[0]
    if (owner === undefined) throw new Error('dev account 0 missing')
    const tx = { to: owner.address, value: 1n, nonce: chain.demo.safe.nonce + 3 }
    const body = postJson(await proposalBody(safe, tx, owner))
    // As soon as the demo Safe's creation is indexed (its history follows in later blocks), an owner's proposal goes
    // through the replica about to die; until then the gateway answers 404 (not indexed yet).
    await eventually(
      () => request(holder.url, `/v1/chains/${chainId}/transactions/${safe.address}/propose`, body),
      (r) => r.status === 200,
      'the proposal accepted',
      { intervalMs: 10 },
    )
    const before = (await status(holder.url)).indexedBlock
    holder.child.kill('SIGKILL')
    await once(holder.child, 'exit')

    await waitForIndexer(other.url, chainId, chain.rpcUrl)
    const after = await status(other.url)
    expect(after.indexing).toBe(true)
    expect(after.indexedBlock).toBeGreaterThanOrEqual(before)
    const base = `/v1/chains/${chainId}/safes/${safe.address}`
    const info = await request(other.url, base)
    expect(info.body).toMatchObject({ nonce: 4, threshold: 2 })
    expect(info.body.owners).toHaveLength(4)
    expect((await request(other.url, `${base}/transactions/history`)).body.count).toBe(9)
    expect((await request(other.url, `${base}/incoming-transfers/`)).body.results).toHaveLength(5)
    const details = await request(other.url, `/v1/chains/${chainId}/transactions/${safeTxHashOf(safe, tx)}`)
    expect(details.status).toBe(200)
  }, 180_000)
})
