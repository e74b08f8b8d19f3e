import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, startGateway } from '../src/index.js'
import { type Json, request } from './support/http.js'
import { type PostgresServer, postgresBin, startPostgres } from './support/postgres-server.js'
import { postJson, proposalBody, safeTxHashOf } from './support/proposals.js'

// docs/DEPLOY.md's backup and restore, run as written: PostgreSQL with pg_dump / pg_restore into a new database, PGlite
// by copying the data directory of a stopped gateway. What a restore must keep: the indexed chain (the indexer goes on
// from where the backup was taken, not from the start) and the owners' off-chain work (a proposal and its signature).
const run = promisify(execFile)
const scratch = mkdtempSync(join(tmpdir(), 'concord-backup-'))
let chain: DevChain
let config: GatewayConfig
let postgres: PostgresServer | undefined

beforeAll(async () => {
  chain = await startDevChain()
  config = devGatewayConfig(chain)
})

afterAll(async () => {
  await postgres?.stop()
  await chain?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

type Served = { proposal: string; indexedBlock: number }
type DatabaseOptions = { url?: string; dataDir?: string }

/** Starts a gateway on `database`, indexes the chain, proposes one transaction to the demo Safe, stops; what it left. */
async function useThenStop(database: DatabaseOptions): Promise<Served> {
  const gateway = await startGateway({ config, database, logLevel: 'silent' })
  try {
    const chainId = String(chain.chainId)
    await waitForIndexer(gateway.url, chainId, chain.rpcUrl)
    const safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
    const owner = chain.accounts[0]
    if (!owner) throw new Error('dev account 0 missing')
    const nonce = (await request(gateway.url, `/v1/chains/${chainId}/safes/${safe.address}`)).body.nonce as number
    const tx = { to: owner.address, value: 7n, nonce }
    const proposed = await request(
      gateway.url,
      `/v1/chains/${chainId}/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, owner)),
    )
    expect(proposed.status).toBe(200)
    return { proposal: safeTxHashOf(safe, tx), indexedBlock: await indexedBlock(gateway.url) }
  } finally {
    await gateway.close()
  }
}

async function indexedBlock(url: string): Promise<number> {
  const ready = await request(url, '/health/ready')
  return (ready.body as Json).chains[String(chain.chainId)].indexedBlock as number
}

/** What a gateway started on the restored `database` serves before it indexes anything new. */
async function expectRestored(database: DatabaseOptions, before: Served): Promise<void> {
  const gateway = await startGateway({ config, database, logLevel: 'silent' })
  try {
    // Read at once: the indexer's place came back with the data, so it does not begin again from the first block.
    expect(await indexedBlock(gateway.url)).toBeGreaterThanOrEqual(before.indexedBlock)
    const details = await request(gateway.url, `/v1/chains/${chain.chainId}/transactions/${before.proposal}`)
    expect(details.status).toBe(200)
    expect(details.body.detailedExecutionInfo.confirmations).toHaveLength(1)
    const queue = await request(
      gateway.url,
      `/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}/transactions/queued`,
    )
    expect(JSON.stringify(queue.body)).toContain(before.proposal)
  } finally {
    await gateway.close()
  }
}

describe('backup and restore', () => {
  it('PGlite: a copy of a stopped gateway’s data directory serves the same Safes and proposals', async () => {
    const dataDir = join(scratch, 'pglite')
    const before = await useThenStop({ dataDir })
    const copy = join(scratch, 'pglite-copy')
    cpSync(dataDir, copy, { recursive: true })
    rmSync(dataDir, { recursive: true, force: true })
    await expectRestored({ dataDir: copy }, before)
  })

  it('PostgreSQL: pg_dump, then pg_restore into a new database, keeps every proposal and the indexer’s place', async () => {
    postgres = await startPostgres()
    const before = await useThenStop({ url: postgres.url })
    const dump = join(scratch, 'concord.dump')
    const bin = await postgresBin()
    await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${postgres.url}`])

    const restored = new URL(postgres.url)
    restored.pathname = `/${restored.pathname.slice(1)}_restored`
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE "${restored.pathname.slice(1)}"`)
      await run(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restored.href}`, dump])
      await expectRestored({ url: restored.href }, before)
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${restored.pathname.slice(1)}" WITH (FORCE)`)
      await admin.end()
    }
  })
})
