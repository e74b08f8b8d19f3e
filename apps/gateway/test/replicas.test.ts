import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import pg from 'pg'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { type Json, request } from './support/http.js'
import { type PostgresServer, startCuttableProxy, startPostgres } from './support/postgres-server.js'
import { postJson, proposalBody, safeTxHashOf, signHash } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

// Several gateway replicas share one PostgreSQL database; this file always runs on a PostgreSQL server.
let chain: DevChain
let postgres: PostgresServer
let config: GatewayConfig
const running: RunningGateway[] = []

beforeAll(async () => {
  ;[chain, postgres] = await Promise.all([startDevChain(), startPostgres()])
  config = devGatewayConfig(chain)
})

afterAll(async () => {
  for (const gateway of running) await gateway.close()
  await postgres?.stop()
  await chain?.stop()
})

async function start(databaseUrl: string, gatewayConfig = config): Promise<RunningGateway> {
  const gateway = await startGateway({ config: gatewayConfig, database: { url: databaseUrl }, logLevel: 'silent' })
  running.push(gateway)
  return gateway
}

type Ready = { status: string; database: string; chains: Record<string, { indexing: boolean; indexedBlock: number }> }
const ready = async (gateway: RunningGateway) =>
  (await request(gateway.url, '/health/ready')) as { status: number; body: Ready }

async function advisoryLocks(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
    )
    return Number(rows[0]?.n)
  } finally {
    await client.end()
  }
}

describe('two replicas on one database', () => {
  it('index the chain exactly once; when the holder stops, the other takes over', async () => {
    const chainId = String(chain.chainId)
    const first = await start(postgres.url)
    await waitForIndexer(first.url, chainId, chain.rpcUrl)
    const second = await start(postgres.url)
    // The second replica serves reads but never indexes while the first holds the chain's advisory lock.
    expect((await ready(first)).body.chains[chainId]?.indexing).toBe(true)
    expect((await ready(second)).body.chains[chainId]?.indexing).toBe(false)
    expect(await advisoryLocks()).toBe(1)
    const safe = chain.demo.safe.address
    const safeInfo = await request(second.url, `/v1/chains/${chainId}/safes/${safe}`)
    expect(safeInfo.status).toBe(200)

    await first.close()
    await eventually(
      () => ready(second),
      (r) => r.body.chains[chainId]?.indexing === true,
      'the second replica to take over',
      { intervalMs: 100 },
    )
    expect(await advisoryLocks()).toBe(1)

    const funder = chain.accounts[8]
    if (funder === undefined) throw new Error('dev account 8 missing')
    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      transport: http(chain.rpcUrl),
    })
    const txHash = await wallet.sendTransaction({ chain: null, to: safe, value: parseEther('0.3') })
    const incoming = await eventually(
      () => request(second.url, `/v1/chains/${chainId}/safes/${safe}/incoming-transfers`),
      (r) => JSON.stringify(r.body).includes(txHash),
      'the new replica to index a new transfer',
      { intervalMs: 100 },
    )
    const matches = (incoming.body.results as { transaction: { txHash: string } }[]).filter(
      (item) => item.transaction.txHash === txHash,
    )
    expect(matches).toHaveLength(1)
  })
})

describe('cached reads on two replicas', () => {
  it('never serve a replica its own stale answer after a write through the other one', async () => {
    const [writer, reader] = [await start(postgres.url), await start(postgres.url)]
    const chainId = chain.chainId
    const safe = { address: chain.demo.safe.address, version: '1.4.1', chainId }
    const base = `/v1/chains/${chainId}`
    const account = (index: number) => {
      const found = chain.accounts[index]
      if (!found) throw new Error(`dev account ${index} missing`)
      return found
    }
    const read = async (gateway: RunningGateway, path: string): Promise<Json> => {
      const response = await request(gateway.url, path)
      expect(response.status).toBe(200)
      return response.body
    }
    const queued = async (gateway: RunningGateway) =>
      (await read(gateway, `${base}/safes/${safe.address}/transactions/queued`)).results
        .filter((item: Json) => item.type === 'TRANSACTION')
        .map((item: Json) => [item.transaction.id.split('_')[2], item.transaction.executionInfo.confirmationsSubmitted])
    const nonces = (gateway: RunningGateway) => read(gateway, `${base}/safes/${safe.address}/nonces`)

    const nonce = (await read(reader, `${base}/safes/${safe.address}`)).nonce as number
    const tx = { to: account(5).address, value: 3n, nonce }
    const hash = safeTxHashOf(safe, tx)
    const historyPath = `${base}/safes/${safe.address}/transactions/history`
    const firstInHistory = async (gateway: RunningGateway) =>
      (await read(gateway, historyPath)).results.find((item: Json) => item.type === 'TRANSACTION')?.transaction.id
    expect(await firstInHistory(reader)).not.toBe(`multisig_${safe.address}_${hash}`)
    expect(await queued(reader)).toEqual([])
    expect((await nonces(reader)).recommendedNonce).toBe(nonce)

    const proposed = await request(
      writer.url,
      `${base}/transactions/${safe.address}/propose`,
      postJson(await proposalBody(safe, tx, account(0))),
    )
    expect(proposed.status).toBe(200)
    expect(await queued(reader)).toEqual([[hash, 1]])
    expect((await nonces(reader)).recommendedNonce).toBe(nonce + 1)

    const confirmed = await request(
      writer.url,
      `${base}/transactions/${hash}/confirmations`,
      postJson({ signature: await signHash(account(1).privateKey, hash) }),
    )
    expect(confirmed.status).toBe(200)
    expect(await queued(reader)).toEqual([[hash, 2]])

    // Executed on chain and indexed by whichever replica holds the lock: both answer the new nonce and history.
    const details = await read(writer, `${base}/transactions/${hash}`)
    expect(await executeFromDetails(chain.rpcUrl, account(9).privateKey, details)).toBe('success')
    const info = await eventually(
      () => read(reader, `${base}/safes/${safe.address}`),
      (body) => body.nonce === nonce + 1,
      "the reader's safe info to show the executed nonce",
      { intervalMs: 100 },
    )
    expect(info.nonce).toBe(nonce + 1)
    expect(await queued(reader)).toEqual([])
    expect(await firstInHistory(reader)).toBe(`multisig_${safe.address}_${hash}`)
  })
})

describe('readiness while the database is down', () => {
  it('answers 503 with the reason while PostgreSQL is unreachable and 200 again after', async () => {
    const proxy = await startCuttableProxy(postgres.url)
    const quiet = structuredClone(config)
    for (const c of quiet.chains) c.indexer.enabled = false
    const gateway = await start(proxy.url, quiet)
    expect((await ready(gateway)).status).toBe(200)
    await proxy.cut()
    const down = await ready(gateway)
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('unavailable')
    expect(down.body.database).not.toBe('ok')
    expect(down.body.database.length).toBeGreaterThan(0)
    // Reads that need the database answer a 503 {code, message} saying to retry.
    const info = await request(gateway.url, `/v1/chains/${chain.chainId}/safes/${chain.demo.safe.address}`)
    expect(info.status).toBe(503)
    expect(info.body).toEqual({ code: 503, message: 'The database is unreachable; retry later.' })
    await proxy.restore()
    const up = await eventually(
      () => ready(gateway),
      (r) => r.status === 200,
      'readiness to come back',
      { intervalMs: 100 },
    )
    expect(up.body).toMatchObject({ status: 'ok', database: 'ok' })
    await proxy.close()
  })
})
