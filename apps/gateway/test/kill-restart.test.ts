import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, startDevChain } from '@concord/devchain'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGatewayCli } from './support/gateway-cli.js'
import { request } from './support/http.js'

let chain: DevChain
let database: TestDatabase
let dir: string
let configPath: string
const children: ChildProcess[] = []

beforeAll(async () => {
  chain = await startDevChain()
  database = await createTestDatabase()
  dir = mkdtempSync(join(tmpdir(), 'concord-kill-'))
  // One block per batch: many small transactions, so a kill lands between or inside them.
  const config = devGatewayConfig(chain, { indexer: { initialBlockRange: 1, maxBlockRange: 1, pollIntervalMs: 50 } })
  configPath = join(dir, 'chains.json')
  writeFileSync(configPath, JSON.stringify(config))
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await database?.drop()
  await chain?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Starts the gateway CLI in its own process and resolves with its URL once it listens. */
const startCli = () => startGatewayCli({ configPath, dir, databaseUrl: database.url }, children)

describe('killing the gateway while it indexes', () => {
  it('resumes from its cursor after SIGKILL and ends with the same state as an uninterrupted run', async () => {
    const first = await startCli()
    const chainId = String(chain.chainId)
    // Wait until some, but not all, blocks are indexed, then kill without any shutdown.
    const indexedBlock = async () => (await request(first.url, '/health/ready')).body.chains[chainId].indexedBlock
    await eventually(indexedBlock, (block) => block >= 3, 'the first gateway to index block 3', { intervalMs: 10 })
    first.child.kill('SIGKILL')
    await once(first.child, 'exit')

    const second = await startCli()
    await waitForIndexer(second.url, chainId, chain.rpcUrl)
    const safe = chain.demo.safe.address
    const info = await request(second.url, `/v1/chains/${chainId}/safes/${safe}`)
    expect(info.body).toMatchObject({ nonce: 4, threshold: 2 })
    expect(info.body.owners).toHaveLength(4)
    const history = await request(second.url, `/v1/chains/${chainId}/safes/${safe}/transactions/history`)
    expect(history.body.count).toBe(9)
    const incoming = await request(second.url, `/v1/chains/${chainId}/safes/${safe}/incoming-transfers/`)
    expect(incoming.body.results).toHaveLength(5)
    second.child.kill('SIGTERM')
    await once(second.child, 'exit')
    // Two cold gateway processes (tsx compiling, PGlite creating its data dir) take 30-40 s each on a loaded 2-core VM.
  }, 180_000)
})
