import { type DevChain, startDevChain } from '@concord/devchain'
import { devGatewayConfig, waitForIndexer } from '@concord/test-kit/dev-stack'
import { eventually } from '@concord/test-kit/eventually'
import { type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfig, type RunningGateway, startGateway } from '../src/index.js'
import { openEventStream } from './support/event-stream.js'
import { request } from './support/http.js'
import { type PostgresServer, startPostgres } from './support/postgres-server.js'
import { postJson, proposalBody, safeTxHashOf, type TestSafe } from './support/proposals.js'
import { withAuth } from './support/sign-in.js'
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js'

// Two gateway replicas share one PostgreSQL database; this file always runs on a PostgreSQL server.
const ADMIN_TOKEN = 'admin-token-of-the-operator-0123456789abcdef'
let chain: DevChain
let postgres: PostgresServer
let receiver: WebhookReceiver
let config: GatewayConfig
let replicas: RunningGateway[]
let safe: TestSafe

beforeAll(async () => {
  ;[chain, postgres, receiver] = await Promise.all([startDevChain(), startPostgres(), startWebhookReceiver()])
  config = devGatewayConfig(chain, { alerts: { adminToken: ADMIN_TOKEN, allowedDestinations: ['127.0.0.1'] } })
  const first = await startGateway({ config, database: { url: postgres.url }, logLevel: 'silent' })
  await waitForIndexer(first.url, String(chain.chainId), chain.rpcUrl)
  const second = await startGateway({ config, database: { url: postgres.url }, logLevel: 'silent' })
  replicas = [first, second]
  safe = { address: chain.demo.safe.address, version: '1.4.1', chainId: chain.chainId }
})

afterAll(async () => {
  for (const replica of replicas ?? []) await replica.close()
  await receiver?.close()
  await postgres?.stop()
  await chain?.stop()
})

const owner = () => {
  const found = chain.accounts.find((a) => chain.demo.safe.owners.includes(a.address))
  if (found === undefined) throw new Error('no demo owner account')
  return found
}

/** Proposes a transaction at `nonce` through `replica`; returns its safeTxHash. */
async function proposeThrough(replica: RunningGateway, nonce: number): Promise<Hex> {
  const tx = { to: owner().address, value: parseEther('0.001'), nonce }
  const body = await proposalBody(safe, tx, owner())
  const proposed = await request(replica.url, `/v1/chains/31337/transactions/${safe.address}/propose`, postJson(body))
  expect(proposed.status).toBe(200)
  return safeTxHashOf(safe, tx)
}

describe('alerts and event streams across replicas', () => {
  it('deliver each event once when two replicas share the outbox', async () => {
    const [first, second] = replicas as [RunningGateway, RunningGateway]
    const path = `/v1/chains/31337/safes/${safe.address}/alerts`
    const body = { channel: 'webhook', url: receiver.url, events: ['PENDING_MULTISIG_TRANSACTION'] }
    const created = await request(first.url, path, withAuth(postJson(body), { token: ADMIN_TOKEN }))
    expect(created.status).toBe(201)
    const hashes: Hex[] = []
    for (let i = 0; i < 20; i++) {
      hashes.push(await proposeThrough(i % 2 === 0 ? first : second, chain.demo.safe.nonce + i))
    }
    const deliveries = `${path}/${created.body.id}/deliveries`
    const list = await eventually(
      async () => (await request(second.url, deliveries, withAuth({}, { token: ADMIN_TOKEN }))).body.results,
      (results: { status: string; attempts: number }[]) =>
        results.length === 20 && results.every((d) => d.status === 'delivered'),
      'all 20 deliveries delivered',
    )
    // One attempt each, so one POST each: no replica delivered what the other had claimed.
    expect(list.every((d: { attempts: number }) => d.attempts === 1)).toBe(true)
    const received = receiver.received.filter((r) => hashes.includes(r.json.safeTxHash as Hex))
    expect(received).toHaveLength(20)
    expect(new Set(received.map((r) => r.json.safeTxHash)).size).toBe(20)
  })

  it('stream on one replica an event written through the other', async () => {
    const [first, second] = replicas as [RunningGateway, RunningGateway]
    const stream = await openEventStream(`${second.url}/v1/chains/31337/safes/${safe.address}/events`)
    expect(stream.status).toBe(200)
    const safeTxHash = await proposeThrough(first, chain.demo.safe.nonce + 20)
    expect(await stream.next((e) => e.safeTxHash === safeTxHash)).toEqual({
      type: 'PENDING_MULTISIG_TRANSACTION',
      chainId: '31337',
      address: safe.address,
      safeTxHash,
    })
    await stream.close()
  })
})
